// `npm run bench:preview`: how fast the browser editor's preview follows
// typing, on the longest page (/faq), in Chromium against the test build
// (`npm run build:test` first). Each run appends a word to the page's text in
// the form and times, inside the page, from the input event to the frame in
// which the preview shows the word (the page rendered and the entry checked,
// lib/cms/preview/). Prints the median, the fastest and the slowest run.
import type { AddressInfo } from 'node:net'
import { chromium } from 'playwright-core'
import { clientDir } from '../lib/build/distDir.ts'
import { openEditor } from '../tests/e2e/adminBackend.ts'
import { createStaticServer } from './staticServer.ts'

const RUNS = Number(process.env.RUNS ?? 15)
const server = createStaticServer(clientDir())
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const context = await browser.newContext({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, viewport: { width: 1366, height: 768 }, locale: 'pl-PL' })
// tsx keeps functions' names with a helper (__name) that the page does not have.
await context.addInitScript('window.__name = (fn) => fn')
const page = await context.newPage()
page.on('pageerror', (error) => console.error(error.message))
await openEditor(page)
await page.evaluate(() => (location.hash = '#/collections/strony/entries/faq'))
const preview = page.frameLocator('iframe[src^="blob:"]')
await preview.locator('main h1').waitFor({ timeout: 60_000 })

// The page's text: the one field holding its components, drawn once the form is scrolled down to it.
await page.waitForFunction(() => {
  const field = [...document.querySelectorAll('textarea')].find((element) => element.value.includes('<FaqQuestions'))
  if (field) return field.setAttribute('data-bench', ''), true
  for (const element of document.querySelectorAll('*')) if (element.scrollHeight > element.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(element).overflowY)) element.scrollBy(0, 400)
  return false
}, undefined, { timeout: 30_000, polling: 100 })
const body = page.locator('textarea[data-bench]')
const times: number[] = []
for (let run = 0; run < RUNS; run++) {
  const word = `Pomiar${run}x`
  // In the page: the time of the input event, then of the first frame whose preview shows the word.
  await page.evaluate((word) => {
    const bench: { start?: number; elapsed?: number } = {}
    ;(window as unknown as { bench: typeof bench }).bench = bench
    // On the way down to the field, before any of the editor's own listeners runs.
    window.addEventListener('input', () => (bench.start ??= performance.now()), { once: true, capture: true })
    const look = () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src^="blob:"]')
      if (bench.start !== undefined && (frame?.contentDocument?.body.textContent ?? '').includes(word)) bench.elapsed = performance.now() - bench.start
      else requestAnimationFrame(look)
    }
    look()
  }, word)
  await body.fill(`${(await body.inputValue()).trimEnd()}\n\n${word}\n`)
  const elapsed = await page.waitForFunction(() => (window as unknown as { bench: { elapsed?: number } }).bench.elapsed, undefined, { timeout: 10_000 })
  times.push((await elapsed.jsonValue()) as number)
}
await browser.close()
server.close()
const sorted = [...times].sort((a, b) => a - b)
const ms = (value: number) => `${Math.round(value)} ms`
console.log(`Podgląd /faq po wpisaniu tekstu (${RUNS} pomiarów): mediana ${ms(sorted[Math.floor(sorted.length / 2)]!)}, najszybciej ${ms(sorted[0]!)}, najwolniej ${ms(sorted.at(-1)!)}. Cel: ≤ 300 ms.`)
