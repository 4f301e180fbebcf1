import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { forms, navigation } from '../../lib/data/siteData.ts'
import { launchBrowser, openPage } from './browser.ts'
import { builtHtml, contentPages } from './site.ts'

// Issue 42: on a phone a select cut its chosen option ('Usługa' at 360 px), and the
// date field's calendar button showed Chromium's thin ring instead of the site's outline.

/**
 * The pages that carry a form of their own (the contact form's, the booking form's island), found in the
 * build: every page has the header's search form, which has no select.
 */
const formPages = contentPages.map((page) => page.route).filter((route) => builtHtml(route).includes('data-island="forms/'))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/**
 * Whether the select shows its chosen option whole (runs in the page). A select
 * without the browser's own look lays its text out in its content box like a
 * block: the text, laid out so beside it, must take no more width or height
 * than that box. A native select keeps one line beside its arrow: a copy of it
 * holding only the chosen option, at its natural width, must be no wider.
 */
function chosenShownWhole(select: HTMLSelectElement): string | null {
  const text = select.selectedOptions[0]?.text ?? ''
  const style = getComputedStyle(select)
  const px = (value: string) => Number.parseFloat(value) || 0
  if (style.appearance !== 'none') {
    const copy = select.cloneNode(false) as HTMLSelectElement
    copy.append(new Option(text))
    copy.style.cssText = 'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none'
    select.after(copy)
    const needed = copy.offsetWidth
    copy.remove()
    return needed <= select.offsetWidth ? null : `„${text}” needs ${needed} px, the select is ${select.offsetWidth} px wide`
  }
  const width = select.clientWidth - px(style.paddingLeft) - px(style.paddingRight)
  const height = select.clientHeight - px(style.paddingTop) - px(style.paddingBottom)
  const probe = document.createElement('div')
  probe.textContent = text
  probe.style.cssText = `position: absolute; visibility: hidden; box-sizing: content-box; padding: 0; border: 0; width: ${width}px;
    font: ${style.font}; letter-spacing: ${style.letterSpacing}; white-space: ${style.whiteSpace}; overflow-wrap: ${style.overflowWrap}`
  document.body.append(probe)
  const needed = { width: probe.scrollWidth, height: probe.offsetHeight }
  probe.remove()
  return needed.width <= width + 0.5 && needed.height <= height + 0.5
    ? null
    : `„${text}” needs ${needed.width}×${needed.height} px, the select shows ${width}×${height} px`
}

/** Chooses every option of the select in turn; what did not show whole. */
async function cutOptions(page: Page, select: Locator): Promise<string[]> {
  const cut: string[] = []
  for (const value of await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
    await select.selectOption(value)
    const problem = await select.evaluate(chosenShownWhole)
    if (problem) cut.push(`${page.url()} #${await select.getAttribute('id')}: ${problem}`)
  }
  return cut
}

test.each([320, 360])('at %i px every select of every form shows each chosen option whole, every control in the page’s font', async (width) => {
  const { page, close } = await openPage(browser, { viewport: { width, height: 740 } })
  // The visit type that brings the vaccine select into the booking form (forms.yaml).
  const withVariants = forms.bookingForm.visitTypes.find((type) => type.variants)?.value
  const cut: string[] = []
  for (const route of formPages) {
    await page.goto(route, { waitUntil: 'load' })
    const form = page.locator('main form').first()
    // Live, so that the selects a choice brings in are the island's own.
    await form.scrollIntoViewIfNeeded()
    await page.locator('main [data-island^="forms/"][data-hydrated]').first().waitFor()
    const measured = new Set<string | null>()
    const measureShown = async () => {
      for (const select of await form.locator('select').all()) {
        const id = await select.getAttribute('id')
        if (measured.has(id) || !(await select.isVisible())) continue
        measured.add(id)
        cut.push(...(await cutOptions(page, select)))
      }
    }
    await measureShown()
    // Every control and its send button in the page's font, as the text around them (a button had the browser's 13 px).
    const otherFont = await form.evaluate((element) => {
      const page = getComputedStyle(document.body)
      return [...element.querySelectorAll('button, input:not([type="hidden"]), select, textarea')]
        .filter((control) => getComputedStyle(control).fontFamily !== page.fontFamily || getComputedStyle(control).fontSize !== page.fontSize)
        .map((control) => `${control.tagName} ${control.getAttribute('name') ?? control.textContent?.trim()}: ${getComputedStyle(control).fontSize}`)
    })
    cut.push(...otherFont.map((control) => `${page.url()} ${control}`))
    const visitType = form.locator('select[name="visitType"]')
    if (withVariants && (await visitType.count())) {
      await visitType.selectOption(withVariants)
      await measureShown()
    }
  }
  expect(formPages.length).toBeGreaterThan(0)
  expect(cut).toEqual([])
  await close()
})

// Tab goes through the date's day, month and year, then to Chromium's calendar button
// inside the field: the field then matches :focus-within but not :focus-visible.
test("the date field has the site's focus outline whichever of its parts Tab reaches, its calendar button too", async () => {
  const { page, close } = await openPage(browser, { viewport: { width: 360, height: 740 } })
  await page.goto(navigation.booking.href, { waitUntil: 'load' })
  const date = page.locator('main form input[type="date"]')
  const outline = (element: Element, pseudo?: string) => {
    const style = getComputedStyle(element, pseudo)
    return `${style.outlineStyle} ${style.outlineColor}`
  }
  // The site's outline, as a text field shows it when Tab brings focus there.
  const text = page.locator('main form input[type="text"]:not([tabindex="-1"])').first()
  await text.focus()
  const site = await text.evaluate(outline)
  expect(site).toMatch(/^solid /)
  const parts: string[] = []
  await date.focus()
  for (let press = 0; press < 6; press++) {
    const state = await date.evaluate((field) => (document.activeElement !== field ? 'left' : field.matches(':focus') ? 'part' : 'button'))
    if (state === 'left') break
    parts.push(state)
    expect(await date.evaluate(outline), `the date field with its ${state === 'part' ? 'day, month or year' : 'calendar button'} focused`).toBe(site)
    if (state === 'button') {
      // Chromium's own ring is a 1 px outline of its focus colour; the button takes the site's.
      expect(await date.evaluate((field) => getComputedStyle(field, '::-webkit-calendar-picker-indicator').outlineColor)).toBe(
        site.split(' ').slice(1).join(' '),
      )
    }
    await page.keyboard.press('Tab')
  }
  // Chromium's date field: the calendar button is a stop of its own; without it this test would check nothing new.
  expect(parts).toContain('button')
  await close()
})
