import { expect, test } from 'vitest'
import { navigation } from '../../lib/data/siteData.ts'
import { sharedPage } from '../e2e/browser.ts'

// Issue 42: a patient who taps the booking button (navigation.yaml's `booking`) came for the form, which on a
// phone starts three screens down. The sample content puts 'Przejdź do formularza' under the booking page's
// lead; the button is the clinic's text (content/rezerwacja.mdx), so this runs on the frozen site, like the
// spec's other facts, not on whatever the clinic's content holds.
// At 360x740, the form's first field, or a link on the first screen that brings it there, is in view.

const SCREEN = { width: 360, height: 740 }
const shared = sharedPage()

/** Whether the element is whole on the screen, below the fixed header (runs in the page). */
function wholeOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const headerBottom = document.querySelector('.site-header')!.getBoundingClientRect().bottom
  return box.height > 0 && box.top >= headerBottom - 1 && box.bottom <= window.innerHeight + 1
}

test('the booking page at 360x740: its form, or a link straight to it, on the first screen', async () => {
  const { page } = shared
  await page.setViewportSize(SCREEN)
  await page.goto(navigation.booking.href, { waitUntil: 'load' })
  const firstField = page.locator('main form :is(select, input:not([type="hidden"]):not([tabindex="-1"]), textarea)').first()
  if (!(await firstField.evaluate(wholeOnScreen))) {
    const links = []
    for (const link of await page.locator('main a[href^="#"]').all()) if (await link.evaluate(wholeOnScreen)) links.push(link)
    // Of the links on the first screen, the one whose target is the form or comes last before it.
    const targets = await Promise.all(
      links.map((link) =>
        link.evaluate((anchor: HTMLAnchorElement) => {
          const target = document.getElementById(decodeURIComponent(anchor.hash.slice(1)))
          const form = document.querySelector('main form')!
          if (!target || !(target.contains(form) || target.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING)) return -1
          return [...document.querySelectorAll('*')].indexOf(target)
        }),
      ),
    )
    const best = Math.max(-1, ...targets)
    const link = best < 0 ? undefined : links[targets.indexOf(best)]
    expect(link, `the form's first field (${await firstField.getAttribute('name')}) is below the first screen, and no link on it leads there`).toBeDefined()
    expect((await link!.boundingBox())!.height, `„${await link!.innerText()}” as a tap target`).toBeGreaterThanOrEqual(24)
    const words = await link!.innerText()
    await link!.click()
    await expect.poll(() => firstField.evaluate(wholeOnScreen), { message: `„${words}” brings the form's first field into view` }).toBe(true)
  }
})
