import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DESKTOP, MOBILE, launchBrowser, openPage } from './browser.ts'

// Hydration must move nothing: a visitor who reads the first screen or scrolls
// through a page while its scripts are still on the way must not see controls
// pop in above what they are reading. Layout shifts are summed as the browser
// reports them: every entry, not only those without recent input, and with
// scroll anchoring off (Safari has none; in Chromium it hides a shift above
// the reader by scrolling along), so the figure is the strictest.

const DELAYS = [300, 1500]
const cases = ['/badania-laboratoryjne', '/cennik', '/rezerwacja', '/'].flatMap((path) =>
  [MOBILE, DESKTOP].flatMap((viewport) => DELAYS.map((delay) => ({ path, viewport, delay }))),
)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
const measured: string[] = []
afterAll(async () => {
  console.log(`Layout shift while scrolling with late scripts:\n${measured.join('\n')}`)
  await browser?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Records every layout-shift entry from the very start of the page, with scroll anchoring off. */
function recordShifts() {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style')
    style.textContent = '* { overflow-anchor: none !important; }'
    document.head.append(style)
  })
  const shifts: { value: number; nodes: string[] }[] = []
  ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
      const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node)))
      shifts.push({ value: entry.value, nodes })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** Scrolls down the whole page with the mouse wheel, briskly, as a visitor looking for a price does. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400)
    await sleep(40)
  }
}

describe('no layout shift while islands come alive', () => {
  test.each(cases)('$path at $viewport.width px, scripts $delay ms late', async ({ path, viewport, delay }) => {
    // bypassCSP lets the test's own style (scroll anchoring off) in; the site's policy is tested elsewhere.
    const { page, errors, close } = await openPage(browser, { viewport, bypassCSP: true })
    await page.addInitScript(recordShifts)
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await sleep(delay)
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await page.locator('footer').waitFor({ state: 'attached' })
    await page.mouse.move(viewport.width / 2, viewport.height / 2)
    // Reading the first screen while the scripts arrive and its islands come alive.
    await sleep(delay + 300)
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every(
        (island) => island.getBoundingClientRect().top > innerHeight + 400 || island.hasAttribute('data-hydrated'),
      ),
    )
    await scrollThrough(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await scrollThrough(page)
    // Whatever was scrolled past too fast comes alive when the visitor is back at it.
    for (const island of await page.locator('[data-island]').all()) {
      await island.scrollIntoViewIfNeeded()
      await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
    }
    await sleep(200)
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    measured.push(`${path} ${viewport.width} px ${delay} ms: ${total.toFixed(4)}`)
    expect(shifts, JSON.stringify(shifts)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
