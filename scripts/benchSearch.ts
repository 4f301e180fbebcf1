// How long the site search takes per keystroke on a mid-range phone (issue 45:
// under 50 ms): the built site in Chromium with the processor slowed ×4 (CDP
// Emulation.setCPUThrottlingRate), the queries typed letter by letter
// into the header's field, timed from each `input` event to the new count in
// the list's live region. Prints the median and the slowest keystroke.
// `npm run build` (or build:test with SITE_DIST=dist/test) first, then
// `npx tsx scripts/benchSearch.ts`.
import type { AddressInfo } from 'node:net'
import { clientDir } from '../lib/build/distDir.ts'
import { launchChromium } from './launchChromium.ts'
import { createStaticServer } from './staticServer.ts'

const QUERIES = ['szczepionka na kleszcze', 'ile kosztuje HPV', 'zolta febra', 'morfologia', 'czy mogę się szczepić z katarem', 'parking']
const THROTTLING = 4

const server = createStaticServer(clientDir())
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base })
await context.addCookies([{ name: 'cookie-consent', value: 'rejected', url: base }])
const page = await context.newPage()
await page.goto('/')
const field = page.locator('#szukaj-na-stronie')
// The first use loads the script and the index: timed once, then every keystroke.
const loadStart = Date.now()
await field.focus()
await field.pressSequentially('a')
await page.locator('.site-search [role="status"]').filter({ hasText: /\S/ }).waitFor()
const firstUse = Date.now() - loadStart
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING })
await page.evaluate(() => {
  const status = document.querySelector('.site-search [role="status"]')!
  const state = window as unknown as { typedAt?: number; times: number[] }
  state.times = []
  document.addEventListener('input', () => (state.typedAt = performance.now()), true)
  new MutationObserver(() => {
    if (state.typedAt !== undefined) state.times.push(performance.now() - state.typedAt)
    state.typedAt = undefined
  }).observe(status, { childList: true, characterData: true, subtree: true })
})
for (const query of QUERIES) {
  await field.fill('')
  for (const letter of query) {
    const before = await page.evaluate(() => (window as unknown as { times: number[] }).times.length)
    await field.pressSequentially(letter)
    // Wait for this keystroke's answer (a repeated count changes no text: then the next key goes on).
    await page.waitForFunction((count) => (window as unknown as { times: number[] }).times.length > count, before, { timeout: 2000 }).catch(() => {})
  }
}
const times = await page.evaluate(() => (window as unknown as { times: number[] }).times.sort((a, b) => a - b))
const median = times[Math.floor(times.length / 2)] ?? Number.NaN
console.log(
  `Wyszukiwarka, procesor spowolniony ×${THROTTLING}: mediana ${median.toFixed(1)} ms na znak, najwolniejszy ${times.at(-1)?.toFixed(1)} ms (${times.length} znaków). Pierwsze użycie (skrypt i indeks, bez spowolnienia): ${firstUse} ms.`,
)
await browser.close()
server.close()
