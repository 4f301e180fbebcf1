import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { displayPhone } from '../../lib/data/format.ts'
import { timeSlots } from '../../lib/forms/timeSlots.ts'
import { DESKTOP, MOBILE, launchBrowser, openPage, stylesApplied } from './browser.ts'

// Where the booking form meets the rest of the site: the specialist's Tuesday
// hours and the phone-only PrEP visits are said in the form when their visit
// type is chosen, and the vaccination pages' button arrives with 'Szczepienie'
// already chosen.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const type = (value: string) => forms.bookingForm.visitTypes.find((candidate) => candidate.value === value)!
/** A note's words up to its first placeholder ('{telefon}'): the text the clinic typed, as the page shows it. */
const noteStart = (value: string) => type(value).note!.split('{')[0]!.trim()
/** Every piece of a note the clinic typed between its placeholders, in order, found in the shown text. */
function expectWholeNote(shown: string, value: string) {
  let from = 0
  for (const piece of type(value)
    .note!.split(/\{[^}]*\}/)
    .map((text) => text.trim())) {
    if (piece === '') continue
    const at = shown.indexOf(piece, from)
    expect(at, `"${piece}" after character ${from} of "${shown}"`).toBeGreaterThanOrEqual(0)
    from = at + piece.length
  }
}
const visibleNotes = (page: Page) => page.locator('.visit-note:visible').allInnerTexts()
/** Brings the form near the screen (it hydrates there, or at first use) and waits for it to be live. */
async function live(page: Page) {
  await page.locator('#rezerwacja-visitType').scrollIntoViewIfNeeded()
  await page.locator('[data-island="forms/BookingForm"][data-hydrated]').waitFor()
}
const consultationHours = clinic.hours.find((schedule) => schedule.id === 'konsultacje')!
const hotline = clinic.hours.find((schedule) => schedule.id === 'infolinia')!

describe.each([DESKTOP, MOBILE])('the visit type notes at $width px', (viewport) => {
  test("'Konsultacja lekarska' gives the specialist's Tuesday hours and says other days are confirmed by phone", async () => {
    const { page, errors, close } = await openPage(browser, { viewport })
    await page.goto('/rezerwacja')
    await live(page)
    await expect(visibleNotes(page)).resolves.toEqual([])
    await page.selectOption('#rezerwacja-visitType', 'consultation')
    const [note] = await visibleNotes(page)
    expect(note).toContain(`${consultationHours.daysText} w godzinach ${consultationHours.opens}–${consultationHours.closes}`)
    expect(note).toContain(`w godzinach ${type('consultation').opens}–${type('consultation').closes}`)
    expectWholeNote(note!, 'consultation')
    // The select is described by the note, which sits in a live region that reads it out on a change.
    await expect(page.getAttribute('#rezerwacja-visitType', 'aria-describedby')).resolves.toBe('rezerwacja-uwaga-consultation')
    await expect(page.locator('.visit-notes').getAttribute('aria-live')).resolves.toBe('polite')
    await page.selectOption('#rezerwacja-visitType', 'lab')
    await expect(visibleNotes(page)).resolves.toEqual([])
    await expect(page.getAttribute('#rezerwacja-visitType', 'aria-describedby')).resolves.toBeNull()
    expect(errors).toEqual([])
    await close()
  })

  test("'Konsultacja PrEP' says PrEP visits are booked by phone, with the number as a link and the hotline's hours", async () => {
    const { page, close } = await openPage(browser, { viewport })
    await page.goto('/rezerwacja')
    await live(page)
    await page.selectOption('#rezerwacja-visitType', 'prep')
    const note = page.locator('.visit-note:visible')
    expectWholeNote(await note.innerText(), 'prep')
    await expect(note.innerText()).resolves.toContain(`${hotline.daysText} w godzinach ${hotline.opens}–${hotline.closes}`)
    await expect(note.getByRole('link', { name: displayPhone(clinic.phone.number) }).getAttribute('href')).resolves.toMatch(/^tel:\+48/)
    await close()
  })
})

test('a type chosen before the scripts arrive shows its note at once, and hydration keeps it', async () => {
  const { page, close } = await openPage(browser, { viewport: MOBILE })
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  await page.goto('/rezerwacja', { waitUntil: 'commit' })
  await page.selectOption('#rezerwacja-visitType', 'prep')
  // Which note shows is the stylesheet's doing (scripts are held): read it once it applies.
  await stylesApplied(page)
  await expect(visibleNotes(page)).resolves.toEqual([expect.stringContaining(noteStart('prep'))])
  release()
  await live(page)
  await expect(page.inputValue('#rezerwacja-visitType')).resolves.toBe('prep')
  await expect(visibleNotes(page)).resolves.toEqual([expect.stringContaining(noteStart('prep'))])
  await close()
})

describe('the visit type chosen by the address', () => {
  test('/rezerwacja?wizyta=szczepienie arrives with Szczepienie, its vaccine select and its times', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/rezerwacja?wizyta=szczepienie')
    await live(page)
    await expect(page.inputValue('#rezerwacja-visitType')).resolves.toBe('vaccination')
    await expect(page.locator('#rezerwacja-vaccineType').isVisible()).resolves.toBe(true)
    const vaccination = type('vaccination')
    await expect(page.locator('#rezerwacja-time option:not([value=""])').allInnerTexts()).resolves.toEqual(
      timeSlots(vaccination.opens, vaccination.closes, vaccination.minutes),
    )
    expect(errors).toEqual([])
    await close()
  })

  test.each([
    ['/szczepienia/dzieci', 'Umów szczepienie', 'szczepienie', 'vaccination'],
    ['/szczepienia/podroze', 'Umów wizytę: medycyna podróży', 'podroz', 'travel'],
  ])('%s: the call to action says what it books and leads there', async (path, name, slug, value) => {
    const { page, close } = await openPage(browser, { viewport: DESKTOP })
    await page.goto(path)
    const cta = page.locator('main').getByRole('link', { name }).last()
    // With or without the form's anchor: the content decides whether the visitor lands at the form.
    await expect(cta.getAttribute('href')).resolves.toMatch(new RegExp(`^/rezerwacja\\?wizyta=${slug}(#[a-z-]+)?$`))
    await cta.click()
    await page.waitForURL(new RegExp(`/rezerwacja\\?wizyta=${slug}(#[a-z-]+)?$`))
    await live(page)
    await expect(page.inputValue('#rezerwacja-visitType')).resolves.toBe(value)
    await close()
  })

  // A phone trial tapped 'Umów szczepienie przeciw grypie' and landed two screens above the form it had chosen for.
  test('a link to the form with a visit type lands a phone at the form, its type chosen, below the header', async () => {
    // The visit type and the heading above the form as the clinic's content has them, whatever they are.
    const { value, slug } = forms.bookingForm.visitTypes.find((candidate) => candidate.slug)!
    const { page, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/rezerwacja')
    const anchor = await page.locator('#rezerwacja-visitType').evaluate((field) => {
      const form = field.closest('form')!
      const above = [...document.querySelectorAll('main :is(h2, h3, h4)[id]')].filter(
        (heading) => heading.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
      return above.at(-1)!.id
    })
    await page.goto(`/rezerwacja?wizyta=${slug}#${anchor}`)
    await live(page)
    await expect(page.inputValue('#rezerwacja-visitType')).resolves.toBe(value)
    const header = await page.locator('.site-header').boundingBox()
    const form = await page.locator(`[id="${anchor}"]`).boundingBox()
    expect(form!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    expect(form!.y).toBeLessThan(MOBILE.height / 2)
    await close()
  })

  test('a type the visitor chose before the script ran is not overridden, and an unknown word changes nothing', async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE })
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue().catch(() => {})
    })
    await page.goto('/rezerwacja?wizyta=szczepienie', { waitUntil: 'commit' })
    await page.selectOption('#rezerwacja-visitType', 'travel')
    await live(page)
    await expect(page.inputValue('#rezerwacja-visitType')).resolves.toBe('travel')
    await close()

    const other = await openPage(browser, { viewport: MOBILE }) // a new tab: nothing kept from the visit above
    await other.page.goto('/rezerwacja?wizyta=masaz')
    await live(other.page)
    await expect(other.page.inputValue('#rezerwacja-visitType')).resolves.toBe('')
    await other.close()
  })
})
