import { statSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clinic } from '../../lib/data/siteData.ts'
import { launchBrowser, openPage } from './browser.ts'
import { contentPages } from './site.ts'

/** WCAG 1.4.12: the spacing a visitor's own style sheet may set; nothing may break under it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }
p { margin-bottom: 2em !important }`

/** The home page and the page with the longest source (the most content under the header). */
const longest = contentPages.reduce((a, b) => (statSync(b.file).size > statSync(a.file).size ? b : a))
const routes = [...new Set(['/', longest.route])]
const WIDTHS = [768, 1024, 1280, 1440, 1920]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/**
 * Every link and button of the header a visitor can see now (not those in the closed panel or a
 * closed dropdown, nor the words only screen readers get): its text on how many lines, and
 * whether its box is inside the screen.
 */
function headerControls(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 1
    return [...document.querySelectorAll(':is(header a, header button):not(main *)')].filter(shown).map((control) => {
      // Line by line of each piece of text: the logo's name and the foundation's are two lines by design.
      let oneLine = true
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        if (rects.length === 0) continue
        const top = Math.min(...rects.map((rect) => rect.top))
        const bottom = Math.max(...rects.map((rect) => rect.bottom))
        if (bottom - top >= 1.5 * Math.max(...rects.map((rect) => rect.height))) oneLine = false
      }
      const box = control.getBoundingClientRect()
      return {
        name: control.textContent?.trim() || control.getAttribute('aria-label'),
        oneLine,
        inside: box.left >= -0.5 && box.right <= innerWidth + 0.5,
        size: [Math.round(box.width), Math.round(box.height)],
      }
    })
  })
}

async function open(page: Page, route: string, spacing: boolean): Promise<void> {
  await page.goto(route, { waitUntil: 'load' })
  // bypassCSP lets the visitor's style in, as a browser extension's would be.
  if (spacing) await page.addStyleTag({ content: TEXT_SPACING })
}

describe.each(WIDTHS)('the header at %i px', (width) => {
  // One visitor per width (a context each, as the brief for browser tests asks), its tab reused page after page.
  let visitor: Awaited<ReturnType<typeof openPage>>
  beforeAll(async () => {
    visitor = await openPage(browser, { viewport: { width, height: 800 }, bypassCSP: true })
  })
  afterAll(() => visitor?.close())

  test.each(routes.flatMap((route) => [false, true].map((spacing) => ({ route, spacing }))))('$route, text spacing: $spacing', async ({ route, spacing }) => {
    const { page } = visitor
    await open(page, route, spacing)
    const controls = await headerControls(page)
    expect(controls.length).toBeGreaterThan(2)
    expect(
      controls.filter((control) => !control.oneLine).map((control) => control.name),
      'on two lines',
    ).toEqual([])
    expect(
      controls.filter((control) => !control.inside).map((control) => control.name),
      'outside the screen',
    ).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0)
  })
})

describe('the header on small screens', () => {
  test('at 360 px the short name stands beside the mark, no link is cut', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 360, height: 740 } })
    await open(page, '/', false)
    const name = await page.locator('header').getByText(clinic.shortName, { exact: true }).boundingBox()
    expect(name!.width, 'the name is shown, not only read out').toBeGreaterThan(50)
    const controls = await headerControls(page)
    expect(
      controls.filter((control) => !control.inside).map((control) => control.name),
      'outside the screen',
    ).toEqual([])
    // A finger finds each (WCAG 2.5.8: 24 px at least): the e-mail was an 18 px icon, 'Jak dojechać' a 22 px line.
    expect(
      controls.filter((control) => Math.min(...control.size) < 24).map((control) => `${control.name}: ${control.size.join('×')}`),
      'smaller than 24 px',
    ).toEqual([])
    await close()
  })

  test.each([320, 360])('at %i px no word of the name is split across lines', async (width) => {
    const { page, close } = await openPage(browser, { viewport: { width, height: 640 } })
    await open(page, '/', false)
    // Each word's characters on one line (at 320 px it read 'Przychodni / a Profilaktyk / i').
    const split = await page.locator('header .logo__name').evaluate((name) => {
      const text = name.firstChild!
      return [...text.textContent!.matchAll(/\S+/g)]
        .filter((word) => {
          const range = document.createRange()
          range.setStart(text, word.index)
          range.setEnd(text, word.index + word[0].length)
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1
        })
        .map((word) => word[0])
    })
    expect(split).toEqual([])
    await close()
  })

  test('at 320×200 (1280 px at 400% zoom) the header scrolls away instead of covering the page', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 320, height: 200 } })
    await open(page, '/', false)
    const controls = await headerControls(page)
    expect(
      controls.filter((control) => !control.inside).map((control) => control.name),
      'outside the screen',
    ).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.waitForFunction(() => scrollY > 0)
    const covered = await page.evaluate(() => {
      const box = document.querySelector('header:not(main *)')!.getBoundingClientRect()
      return (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / innerHeight
    })
    expect(covered, 'share of the screen the header covers').toBeLessThanOrEqual(0.25)
    await close()
  })
})
