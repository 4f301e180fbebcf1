// `npm run bench:preview`: how fast the browser editor's preview follows the
// form, in Chromium against the test build (`npm run build:test` first). Each
// run changes the form and times, inside the page, from the input event
// (captured before the editor's own listeners) to the first frame in which
// the preview shows the change. Three figures, each the median, fastest and
// slowest of RUNS runs:
// 1. /faq, the longest page: a word typed into its text appears in the page;
// 2. /faq: a link to a missing page typed into its text appears as the
//    check's message above the page (the check runs in its own worker);
// 3. the lab tests' file: a changed price appears in the price table.
import type { AddressInfo } from 'node:net'
import { parse } from 'yaml'
import type { Locator, Page } from 'playwright-core'
import { clientDir } from '../lib/build/distDir.ts'
import { openEditor, repositoryFiles } from '../tests/e2e/adminBackend.ts'
import { launchChromium } from './launchChromium.ts'
import { createStaticServer } from './staticServer.ts'

const RUNS = Number(process.env.RUNS ?? 15)
const server = createStaticServer(clientDir())
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const browser = await launchChromium()
const context = await browser.newContext({
  baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  viewport: { width: 1366, height: 768 },
  locale: 'pl-PL',
})
// tsx keeps functions' names with a helper (__name) that the page does not have.
await context.addInitScript('window.__name = (fn) => fn')
const page = await context.newPage()
page.on('pageerror', (error) => console.error(error.message))
await openEditor(page)

/** The first field of the form whose value satisfies `wanted`, scrolled to as an editor scrolls (long forms draw as they come into view). */
async function field(page: Page, wanted: { equals?: string; includes?: string }): Promise<Locator> {
  await page.waitForFunction(
    ({ equals, includes }) => {
      const found = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find(
        (element) => element.value === equals || (includes !== undefined && element.value.includes(includes)),
      )
      if (found) {
        found.setAttribute('data-bench', '')
        return true
      }
      for (const button of document.querySelectorAll('button')) if (button.textContent?.trim() === 'Rozwiń wszystko' && !button.disabled) button.click()
      for (const element of document.querySelectorAll('*'))
        if (element.scrollHeight > element.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(element).overflowY)) element.scrollBy(0, 400)
      return false
    },
    wanted,
    { timeout: 30_000, polling: 100 },
  )
  return page.locator('[data-bench]').first()
}

/** Milliseconds from the input event of `change` to the first frame whose preview (or only its check's messages) shows `text`. */
async function timeTo(change: () => Promise<void>, text: string, where: 'page' | 'check'): Promise<number> {
  await page.evaluate(
    ({ text, where }) => {
      const bench: { start?: number; elapsed?: number } = {}
      ;(window as unknown as { bench: typeof bench }).bench = bench
      window.addEventListener('input', () => (bench.start ??= performance.now()), { once: true, capture: true })
      const look = () => {
        const body = document.querySelector<HTMLIFrameElement>('iframe[src^="blob:"]')?.contentDocument?.body
        const shown = where === 'check' ? [...(body?.querySelectorAll('[data-problem]') ?? [])].map((item) => item.textContent).join('\n') : body?.textContent
        if (bench.start !== undefined && (shown ?? '').includes(text)) bench.elapsed = performance.now() - bench.start
        else requestAnimationFrame(look)
      }
      look()
    },
    { text, where },
  )
  await change()
  return (await (
    await page.waitForFunction(() => (window as unknown as { bench: { elapsed?: number } }).bench.elapsed, undefined, { timeout: 10_000 })
  ).jsonValue()) as number
}

async function open(hash: string) {
  await page.evaluate((hash) => (location.hash = hash), hash)
  await page.frameLocator('iframe[src^="blob:"]').locator('main').waitFor({ timeout: 60_000 })
}

const figures: [string, number[]][] = []

await open('#/collections/strony/entries/faq')
const body = await field(page, { includes: '<FaqQuestions' })
const text = await body.inputValue()
const typed: number[] = []
const checked: number[] = []
for (let run = 0; run < RUNS; run++) {
  typed.push(await timeTo(() => body.fill(`${text.trimEnd()}\n\nPomiar${run}x\n`), `Pomiar${run}x`, 'page'))
  checked.push(await timeTo(() => body.fill(`${text.trimEnd()}\n\n[Pomiar](/brak-${run})\n`), `/brak-${run}`, 'check'))
}
figures.push(['Podgląd /faq pokazuje wpisany tekst', typed], ['Podgląd /faq pokazuje komunikat sprawdzenia o wpisanym błędzie', checked])

const price = (parse(repositoryFiles()['content/data/labTests.yaml']!) as { categories: { items: { price: string }[] }[] }).categories[0]!.items[0]!.price
await open('#/collections/dane/entries/labTests')
const priceField = await field(page, { equals: price })
const priced: number[] = []
for (let run = 0; run < RUNS; run++) {
  const changed = `${900 + run} zł`
  priced.push(await timeTo(() => priceField.fill(changed), changed, 'page'))
}
figures.push(['Podgląd cennika badań pokazuje zmienioną cenę', priced])

await browser.close()
server.close()
const ms = (value: number) => `${Math.round(value)} ms`
for (const [what, times] of figures) {
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `${what} (${RUNS} pomiarów): mediana ${ms(sorted[Math.floor(sorted.length / 2)]!)}, najszybciej ${ms(sorted[0]!)}, najwolniej ${ms(sorted.at(-1)!)}.`,
  )
}
console.log('Cel dla /faq (najdłuższej strony): ≤ 300 ms.')
