import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { forms } from '../../lib/data/siteData.ts'
import { bookingSummary } from '../../lib/forms/bookingSummary.ts'
import { messages, summaryText, timeNotes } from '../../lib/forms/messages.ts'
import { FIELD_LIMITS, MESSAGE_MIN } from '../../lib/forms/limits.ts'
import { aSlot, allSlots, slotsOf } from './bookingSlots.ts'
import { shownSuccess } from './successText.ts'
import { AXE_TAGS, launchBrowser, MOBILE, openPage } from './browser.ts'
import { SUBMISSION_ID, clearSubmissions, nextSaturday, nextWeekday, submissions } from './formService.ts'

// The booking form as the data sets it up (a file of tests/e2e/contentSuites.ts): each visit
// type's times from clinic.yaml's hours, the vaccines, sent and refused. The contact form and
// card payments, which no content changes, are in forms.test.ts.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
beforeEach(clearSubmissions)

const booking = (page: Page) => page.locator('form[aria-label="Prośba o rezerwację wizyty"]')

/** A fresh page at `path` with its form island live (it hydrates when it comes near the screen). */
async function openForm(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, options)
  await opened.page.goto(path)
  await opened.page.locator('[data-island]').first().scrollIntoViewIfNeeded()
  await opened.page.locator('[data-island][data-hydrated]').first().waitFor()
  return opened
}

describe('booking form', () => {
  const visitType = (value: string) => forms.bookingForm.visitTypes.find((type) => type.value === value)!

  test('offers the time slots of the chosen visit type and the vaccine select only for vaccination', async () => {
    const { page, close } = await openForm('/rezerwacja')
    const times = () => page.locator('#rezerwacja-time option:not([value=""])').allInnerTexts()
    await expect(page.locator('#rezerwacja-vaccineType').count()).resolves.toBe(0)
    await expect(times()).resolves.toEqual([])

    await page.selectOption('#rezerwacja-visitType', 'consultation')
    const consultation = await times()
    expect(consultation).toEqual(slotsOf('consultation'))
    expect(consultation.length).toBeGreaterThan(1)
    await expect(page.locator('#rezerwacja-vaccineType').count()).resolves.toBe(0)

    await page.selectOption('#rezerwacja-visitType', 'travel')
    await expect(times()).resolves.toEqual(slotsOf('travel'))

    await page.selectOption('#rezerwacja-visitType', 'lab')
    await expect(times()).resolves.toEqual(slotsOf('lab'))

    await page.selectOption('#rezerwacja-visitType', 'vaccination')
    const variants = await page.locator('#rezerwacja-vaccineType option:not([value=""])').allInnerTexts()
    expect(variants).toEqual(visitType('vaccination').variants!.map((variant) => variant.label))
    await page.selectOption('#rezerwacja-visitType', 'prep')
    await expect(page.locator('#rezerwacja-vaccineType').count()).resolves.toBe(0)
    await close()
  })

  // Two visit types and a time of the first: one the second also offers, or one it does not (null when the hours
  // the clinic set have no such pair).
  const typePair = (shared: boolean) => {
    for (const first of forms.bookingForm.visitTypes)
      for (const second of forms.bookingForm.visitTypes) {
        const time = first === second ? undefined : slotsOf(first.value).find((slot) => slotsOf(second.value).includes(slot) === shared)
        if (time) return { first, second, time }
      }
    return null
  }
  const timeHint = (page: Page) => page.locator('#rezerwacja-time-podpowiedz')
  const spoken = (page: Page) => booking(page).locator('[aria-live="polite"]').allTextContents()

  test('a change of the visit type keeps the time while the new type offers it; a time it takes away is said, on screen and aloud', async () => {
    const { page, close } = await openForm('/rezerwacja')
    const kept = typePair(true)
    if (kept) {
      await page.selectOption('#rezerwacja-visitType', kept.first.value)
      await page.selectOption('#rezerwacja-time', kept.time)
      await page.selectOption('#rezerwacja-visitType', kept.second.value)
      await expect(page.inputValue('#rezerwacja-time')).resolves.toBe(kept.time)
      await expect(timeHint(page).count()).resolves.toBe(0)
    }
    const lost = typePair(false)
    expect(lost, 'two visit types with different hours').not.toBeNull()
    await page.selectOption('#rezerwacja-visitType', lost!.first.value)
    await page.selectOption('#rezerwacja-time', lost!.time)
    await page.selectOption('#rezerwacja-visitType', lost!.second.value)
    await expect(page.inputValue('#rezerwacja-time')).resolves.toBe('')
    const said = timeNotes.clearedByType(lost!.time, lost!.second.label, lost!.second.opens, lost!.second.closes)
    await expect.poll(() => timeHint(page).textContent()).toBe(said)
    expect(await page.locator('#rezerwacja-time').getAttribute('aria-describedby')).toContain('rezerwacja-time-podpowiedz')
    expect(await spoken(page)).toContain(said)
    // Choosing a time again: the note has done its work.
    await page.selectOption('#rezerwacja-time', slotsOf(lost!.second.value)[0]!)
    await expect.poll(() => timeHint(page).count()).toBe(0)
    await close()
  })

  test("on today's date only the times still ahead are offered; a time that has passed goes, and is said", async () => {
    const type = [...forms.bookingForm.visitTypes].sort((a, b) => slotsOf(b.value).length - slotsOf(a.value).length)[0]!
    const slots = slotsOf(type.value)
    const opened = await openPage(browser, {})
    const { page, close } = opened
    // The clock of the page: a few minutes after the middle time of the type's hours, on the next weekday.
    const middle = slots[Math.floor(slots.length / 2)]!
    const [hours, minutes] = middle.split(':').map(Number) as [number, number]
    const day = nextWeekday()
    const now = new Date(`${day}T00:00:00`)
    now.setHours(hours, minutes + 5)
    await page.clock.setFixedTime(now)
    await page.goto('/rezerwacja')
    await page.locator('[data-island]').first().scrollIntoViewIfNeeded()
    await page.locator('[data-island][data-hydrated]').first().waitFor()
    const today = await page.evaluate(() => {
      const date = new Date()
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    })
    const times = () => page.locator('#rezerwacja-time option:not([value=""])').allInnerTexts()
    await page.selectOption('#rezerwacja-visitType', type.value)
    // Chosen on another day, an early time; then the date becomes today.
    await page.fill('#rezerwacja-date', anotherWeekday(today))
    await page.selectOption('#rezerwacja-time', slots[0]!)
    await page.fill('#rezerwacja-date', today)
    await expect(page.inputValue('#rezerwacja-time')).resolves.toBe('')
    await expect.poll(() => timeHint(page).textContent()).toBe(timeNotes.clearedByDate(slots[0]!))
    expect(await spoken(page)).toContain(timeNotes.clearedByDate(slots[0]!))
    const toMinutes = (slot: string) => Number(slot.split(':')[0]) * 60 + Number(slot.split(':')[1])
    expect(await times()).toEqual(slots.filter((slot) => toMinutes(slot) > hours * 60 + minutes + 5))
    // A type whose hours today are over offers nothing, and says to choose another day.
    const over = forms.bookingForm.visitTypes.find((candidate) => slotsOf(candidate.value).every((slot) => toMinutes(slot) <= hours * 60 + minutes + 5))
    if (over) {
      await page.selectOption('#rezerwacja-visitType', over.value)
      await expect.poll(times).toEqual([])
      await expect.poll(() => timeHint(page).textContent()).toBe(timeNotes.noneToday)
      expect(await page.locator('#rezerwacja-time option[value=""]').textContent()).toBe('Brak wolnych godzin')
    }
    await close()
  })

  test('sends the booking payload field by field and thanks for the request', async () => {
    const { page, errors, close } = await openForm('/rezerwacja')
    const date = nextWeekday()
    await page.selectOption('#rezerwacja-visitType', 'vaccination')
    await page.selectOption('#rezerwacja-vaccineType', 'hepatitis')
    await page.fill('#rezerwacja-name', "Anne O'Neill")
    await page.fill('#rezerwacja-email', 'anne@example.com')
    await page.fill('#rezerwacja-phone', '600 100 200')
    await page.fill('#rezerwacja-date', date)
    await page.selectOption('#rezerwacja-time', aSlot('vaccination'))
    await page.fill('#rezerwacja-message', 'Druga dawka, pierwsza w marcu.')
    await booking(page).locator('button[type="submit"]').click()
    await page.getByRole('heading', { name: forms.bookingSuccess.title }).waitFor()
    await expect(page.locator('.form-success').innerText()).resolves.toContain(shownSuccess(forms.bookingSuccess.body))
    // What was asked for, in words, to note before the clinic calls: the type with the vaccine, the day, the time.
    const asked = bookingSummary({ visitType: 'vaccination', vaccineType: 'hepatitis', date, time: aSlot('vaccination') }, forms.bookingForm.visitTypes)!
    expect(asked).toContain(forms.bookingForm.visitTypes.find((type) => type.value === 'vaccination')!.label)
    await expect(page.locator('.form-success__summary').innerText()).resolves.toBe(`Wysłana prośba: ${asked}.`)
    const [sent] = await submissions()
    expect(sent!.formId).toBe(forms.bookingForm.formId)
    expect(sent!.fields).toEqual({
      visitType: 'vaccination',
      vaccineType: 'hepatitis',
      name: "Anne O'Neill",
      email: 'anne@example.com',
      phone: '600 100 200',
      date,
      time: aSlot('vaccination'),
      message: 'Druga dawka, pierwsza w marcu.',
      submissionId: expect.stringMatching(SUBMISSION_ID),
    })
    expect(sent!.meta).toEqual({ _gotcha: '', _subject: forms.bookingForm.subject, _language: 'pl' })
    expect(errors).toEqual([])
    await close()
  })

  test('a visit other than vaccination sends no vaccineType', async () => {
    const { page, close } = await openForm('/rezerwacja')
    await page.selectOption('#rezerwacja-visitType', 'vaccination')
    await page.selectOption('#rezerwacja-vaccineType', 'flu')
    await page.selectOption('#rezerwacja-visitType', 'lab')
    await page.fill('#rezerwacja-name', 'Jan Kowalski')
    await page.fill('#rezerwacja-email', 'jan@example.com')
    await page.fill('#rezerwacja-phone', '+48 600 100 200')
    await page.fill('#rezerwacja-date', nextWeekday())
    await page.selectOption('#rezerwacja-time', slotsOf('lab')[0]!)
    await booking(page).locator('button[type="submit"]').click()
    await page.getByRole('heading', { name: forms.bookingSuccess.title }).waitFor()
    const [sent] = await submissions()
    expect(Object.keys(sent!.fields)).toEqual(['visitType', 'name', 'email', 'phone', 'date', 'time', 'message', 'submissionId'])
    await close()
  })

  test.each([
    ['1280 px', undefined],
    ['375 px', MOBILE],
  ])('shows every required message, the date and message rules, with no axe violation at %s', async (_width, viewport) => {
    const { page, close } = await openForm('/rezerwacja', viewport ? { viewport } : {})
    await booking(page).locator('button[type="submit"]').click()
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual([
      summaryText('visitType', messages.visitTypeRequired),
      summaryText('name', messages.nameRequired),
      summaryText('email', messages.emailRequired),
      summaryText('phone', messages.phoneRequired),
      summaryText('date', messages.dateRequired),
      summaryText('time', messages.timeRequired),
    ])
    const axe = await new AxeBuilder({ page }).include('form').withTags(AXE_TAGS).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    await page.selectOption('#rezerwacja-visitType', 'vaccination')
    await page.fill('#rezerwacja-date', nextSaturday())
    await page.fill('#rezerwacja-message', 'Krótko')
    await booking(page).locator('button[type="submit"]').click()
    const summary = await page.locator('.error-summary li').allInnerTexts()
    expect(summary).toContain(summaryText('vaccineType', messages.vaccineTypeRequired))
    expect(summary).toContain(summaryText('date', messages.dateWeekend))
    expect(summary).toContain(summaryText('message', messages.messageTooShort))
    // The field is optional, and its description (read out with it) says the minimum too: a phone trial's 'grypa' met only the error.
    const described = await page
      .locator('#rezerwacja-message')
      .evaluate((box) => (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''))
    expect(described.join(' ')).toContain(`od ${MESSAGE_MIN} do`)
    await page.fill('#rezerwacja-date', '2020-01-06')
    await booking(page).locator('button[type="submit"]').click()
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toContain(summaryText('date', messages.datePast))
    expect(await submissions()).toEqual([])
    await close()
  })

  test('without JavaScript every time is offered and the form posts to the form service', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto('/rezerwacja')
    await expect(page.locator('#rezerwacja-time option:not([value=""])').count()).resolves.toBe(allSlots().size)
    // The message's bounds, as its hint says them: the browser keeps a too-short note from being posted.
    await expect(page.getAttribute('#rezerwacja-message', 'minlength')).resolves.toBe(String(MESSAGE_MIN))
    await expect(page.getAttribute('#rezerwacja-message', 'maxlength')).resolves.toBe(String(FIELD_LIMITS.message))
    await page.selectOption('#rezerwacja-visitType', 'consultation')
    await page.fill('#rezerwacja-name', 'Jan Kowalski')
    await page.fill('#rezerwacja-email', 'jan@example.com')
    await page.fill('#rezerwacja-phone', '600100200')
    await page.fill('#rezerwacja-date', nextWeekday())
    await page.selectOption('#rezerwacja-time', aSlot('consultation'))
    await booking(page).locator('button[type="submit"]').click()
    await page.waitForURL(/\?wyslano=1$/)
    const [sent] = await submissions()
    expect(sent!.fields).toMatchObject({ visitType: 'consultation', time: aSlot('consultation'), phone: '600100200' })
    await close()
  })
})

/** The weekday after `day` ("YYYY-MM-DD"): a date that is not today. */
function anotherWeekday(day: string): string {
  const date = new Date(`${day}T12:00:00`)
  do date.setDate(date.getDate() + 1)
  while (date.getDay() === 0 || date.getDay() === 6)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}
