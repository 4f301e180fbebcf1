import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { consentTexts } from '../../lib/data/siteData.ts'
import { launchBrowser } from './browser.ts'
import { bannerLocator, firstVisit, settingsLocator } from './consentBanner.ts'

// The cookie banner on a small phone and up (issue 42): in both views every button
// is on the screen without scrolling, on one line, and the banner takes at most half
// of the screen's height; the categories' descriptions are not squeezed beside their switches.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]

/**
 * Where the banner, its X and its view's row of buttons are (the switches scroll with
 * the list they are in), and on how many lines each button's name is.
 */
function measure(banner: Locator) {
  return banner.evaluate((section) => {
    const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect
    const buttons = [...section.querySelectorAll<HTMLElement>('.cookie-banner__close, [data-view]:not([hidden]) .cookie-banner__actions button')].map(
      (button) => {
        const range = document.createRange()
        range.selectNodeContents(button)
        const lineTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        return { name: button.textContent!.trim(), box: box(button), lines: lineTops.size, overflows: button.scrollWidth > button.clientWidth }
      },
    )
    const descriptions = [...section.querySelectorAll('[data-view]:not([hidden]) .cookie-category__description')].map((p) => box(p).width)
    return { banner: box(section), scrolled: section.scrollHeight > section.clientHeight, buttons, descriptions }
  })
}

async function expectFits(page: Page, banner: Locator, view: string) {
  const { width, height } = page.viewportSize()!
  const at = `${width}×${height}, ${view}`
  const found = await measure(banner)
  expect(found.banner.height, `${at}: banner height`).toBeLessThanOrEqual(height / 2 + 0.5)
  expect(found.scrolled, `${at}: the banner itself must not need scrolling`).toBe(false)
  for (const { name, lines, overflows } of found.buttons) {
    if (!name) continue // the X: an icon, checked by its box only below
    expect(lines, `${at}: '${name}' on one line`).toBe(1)
    expect(overflows, `${at}: '${name}' fits its button`).toBe(false)
  }
  for (const { name, box } of found.buttons) {
    expect(box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width, `${at}: '${name || 'X'}' on the screen`).toBe(true)
    // Within the banner's own box too: not scrolled away inside it.
    expect(box.top >= found.banner.top && box.bottom <= found.banner.bottom, `${at}: '${name || 'X'}' in the banner's view`).toBe(true)
  }
  for (const descriptionWidth of found.descriptions) {
    expect(descriptionWidth, `${at}: a category's description has room`).toBeGreaterThanOrEqual(Math.min(width - 64, 240))
  }
  return found
}

// Side by side: most of each test is the banner's one second of delay.
test.concurrent.each(VIEWPORTS)('at $width×$height both views of the banner fit, buttons on one line', async (viewport) => {
  const { page, errors, close } = await firstVisit(browser, '/', { viewport })
  const simple = await expectFits(page, bannerLocator(page), 'simple view')
  const { banner, settings } = consentTexts
  expect(simple.buttons.map((button) => button.name)).toEqual(['', banner.acceptAll, banner.rejectAll, banner.customize])

  await bannerLocator(page).getByRole('button', { name: banner.customize }).click()
  await settingsLocator(page).waitFor()
  const detail = await expectFits(page, settingsLocator(page), 'detail view')
  for (const name of [settings.save, banner.acceptAll]) expect(detail.buttons.map((button) => button.name)).toContain(name)
  expect(errors).toEqual([])
  await close()
})

// A 360 px phone zoomed to 200%: a phone trial found the buttons wider than the screen, their names cut
// ('Akceptuj wszys…'). So narrow and short a screen cannot hold the banner whole: each button's name may take
// two lines, and the banner may scroll to its last button, but no button is wider than the screen or cuts its name.
test.concurrent('at 180×370 (200% zoom on a phone) each button is as wide as the screen at most, its name whole, all reachable', async () => {
  const viewport = { width: 180, height: 370 }
  const { page, errors, close } = await firstVisit(browser, '/', { viewport })
  for (const view of ['simple', 'detail'] as const) {
    const banner = view === 'simple' ? bannerLocator(page) : settingsLocator(page)
    if (view === 'detail') {
      await bannerLocator(page).getByRole('button', { name: consentTexts.banner.customize }).click()
      await banner.waitFor()
    }
    const { buttons } = await measure(banner)
    expect(buttons.length, view).toBeGreaterThan(2)
    for (const { name, box, overflows } of buttons) {
      expect(overflows, `${view}: '${name}' fits its button`).toBe(false)
      expect(box.left >= 0 && box.right <= viewport.width, `${view}: '${name || 'X'}' within the screen's width`).toBe(true)
    }
    // The last button is reached by scrolling the banner to its end, as a finger does, and then it is on the screen.
    await page.locator('.cookie-banner').evaluate((section) => section.scrollTo(0, section.scrollHeight))
    const last = page.locator('.cookie-banner [data-view]:not([hidden]) .cookie-banner__actions button').last()
    const box = (await last.boundingBox())!
    expect(box.y >= 0 && box.y + box.height <= viewport.height, `${view}: the last button on the screen once scrolled to`).toBe(true)
  }
  expect(errors).toEqual([])
  await close()
})

test.each([
  { width: 360, height: 640 },
  { width: 768, height: 1024 },
])(
  'at $width×$height, while the banner is up, the end of the page scrolls above it and a link reached by Tab is not under it; the room goes with it',
  async (viewport) => {
    const { page, errors, close } = await firstVisit(browser, '/', { viewport })
    const bannerTop = () => bannerLocator(page).evaluate((section) => section.getBoundingClientRect().top)
    // The page's last link (the footer's), scrolled to the very end of the page: above the banner.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const lastLink = page.locator('footer a').last()
    await expect.poll(async () => (await lastLink.boundingBox())!.y + (await lastLink.boundingBox())!.height).toBeLessThanOrEqual(await bannerTop())
    // A keyboard user reaching a link in the footer sees it: the browser scrolls it clear of the banner.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await lastLink.focus()
    const focused = (await lastLink.boundingBox())!
    expect(focused.y + focused.height).toBeLessThanOrEqual(await bannerTop())
    // Chosen: the banner and its room are gone.
    const before = await page.evaluate(() => document.documentElement.scrollHeight)
    await bannerLocator(page).getByRole('button', { name: consentTexts.banner.rejectAll }).click()
    await bannerLocator(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(before)
    expect(errors).toEqual([])
    await close()
  },
)
