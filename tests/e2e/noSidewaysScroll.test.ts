import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { contentPages } from './site.ts'

// Issue 42: no page scrolls sideways from a small phone to a laptop, also with the
// text spacing WCAG 1.4.12 lets a visitor set; price tables become cards where they do not fit.
const WIDTHS = [320, 360, 768, 1024, 1280]
/** WCAG 1.4.12's text spacing, set by the test (CSP is bypassed for this one style). */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

for (const width of WIDTHS) {
  describe(`at ${width} px`, () => {
    let page: Page
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ page, close } = await openPage(browser, { viewport: { width, height: 740 }, bypassCSP: true }))
    })
    afterAll(() => close?.())

    test('no page scrolls sideways, with or without text spacing; each card value has its heading', async () => {
      const scrolling: string[] = []
      for (const { route } of contentPages) {
        await page.goto(route, { waitUntil: 'load' })
        if ((await overflow(page)) > 0) scrolling.push(route)
        await page.addStyleTag({ content: TEXT_SPACING })
        if ((await overflow(page)) > 0) scrolling.push(`${route} (text spacing)`)
        // A value shown as a card (its column's heading hidden) carries that heading.
        const unlabelled = await page.$$eval('table.price-table:not(.price-table--summary) td', (cells) =>
          cells
            .filter((cell) => getComputedStyle(cell).display !== 'table-cell')
            .filter((cell) => !cell.dataset.label || getComputedStyle(cell, '::before').content !== JSON.stringify(cell.dataset.label))
            .map((cell) => cell.textContent),
        )
        expect(unlabelled, route).toEqual([])
        // A card's title (the row group's heading) keeps its column's words, e.g. "Szczepienie przeciw".
        const untitled = await page.$$eval('table.price-table th[scope="rowgroup"]', (cells) =>
          cells
            .filter((cell) => getComputedStyle(cell).display !== 'table-cell')
            .filter((cell) => {
              const column = cell.closest('table')?.querySelector('thead th')?.textContent ?? ''
              return !getComputedStyle(cell, '::before').content.startsWith(`"${column}`)
            })
            .map((cell) => cell.textContent),
        )
        expect(untitled, route).toEqual([])
        // A short price list shown one line per service still says what its lines are: its column headings are on screen.
        const headless = await page.$$eval('table.price-table--summary thead th', (cells) =>
          cells
            .filter((cell) => {
              const box = cell.getBoundingClientRect()
              return box.width < 20 || box.height < 10 || getComputedStyle(cell).visibility === 'hidden'
            })
            .map((cell) => cell.textContent),
        )
        expect(headless, route).toEqual([])
      }
      expect(scrolling).toEqual([])
    })
  })
}

test('/cennik prints A4-wide, without the sample notice, header, footer or cookie banner', async () => {
  // A4 at 96 dpi is 794 px; the printed /cennik is read at that width with print styles.
  const { page, close } = await openPage(browser, { viewport: { width: 794, height: 1123 }, firstVisit: true })
  await page.emulateMedia({ media: 'print' })
  await page.goto('/cennik', { waitUntil: 'load' })
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  const tooWide = await page.$$eval('main *', (elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80)),
  )
  expect(tooWide).toEqual([])
  for (const selector of ['.sample-notice', '.site-header', '.site-footer', '.cookie-banner']) {
    const shown = await page.$$eval(selector, (elements) =>
      elements.some((element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0),
    )
    expect(shown, selector).toBe(false)
  }
  await close()
})
