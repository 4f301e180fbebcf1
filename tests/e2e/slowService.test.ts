import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { sendingMessages, unconfirmedMessage } from '../../lib/forms/messages.ts'
import { SEND_TIMES } from '../../lib/forms/sendTimes.ts'
import { aSlot } from './bookingSlots.ts'
import { launchBrowser, openPage, plainText } from './browser.ts'
import { SUBMISSION_ID, answerOnTime, clearSubmissions, delayReplies, nextWeekday, submissions } from './formService.ts'

// A slow form service, for real: the local stand-in keeps each post when it
// arrives and holds its answer (tests/e2e/formService.ts, delayReplies). The
// page's clock is Playwright's, paused: the tests move it on by the times in
// lib/forms/sendTimes.ts, so the site is tested with the waits it ships with
// (10 s, 60 s) and no test waits a real minute. Only the page's timers are
// fake; its requests, and the service's hold on them, are real.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
beforeEach(clearSubmissions)
afterEach(answerOnTime)

const contact = { phone: clinic.phone.number, email: clinic.email }
const contactForm = (page: Page) => page.locator('form[aria-label="Formularz kontaktowy"]')
const bookingForm = (page: Page) => page.locator('form[aria-label="Prośba o rezerwację wizyty"]')

/** `path` with its form live, on a page whose clock stands still until the test moves it. */
async function openPaused(path: string) {
  const opened = await openPage(browser)
  const start = Date.now()
  await opened.page.clock.install({ time: start })
  await opened.page.clock.pauseAt(start + 1000)
  await opened.page.goto(path)
  await opened.page.locator('[data-island]').first().scrollIntoViewIfNeeded()
  await opened.page.locator('[data-island][data-hydrated]').first().waitFor()
  return opened
}

/** Waits until the service holds `count` posts from this file's pages. */
async function postsArrived(count: number) {
  await expect.poll(async () => (await submissions()).length, { timeout: 20_000 }).toBe(count)
}

const typed = {
  '#kontakt-service': forms.contactForm.services.at(-1)!.value,
  '#kontakt-name': 'Łucja Żak-Nowak',
  '#kontakt-email': 'lucja@example.com',
  '#kontakt-phone': '+48 600-100-200',
  '#kontakt-message': 'Jakie szczepienia przed wyjazdem do Kenii?',
}

async function fillContact(page: Page, values: Record<string, string>) {
  for (const [selector, value] of Object.entries(values)) {
    if (selector.endsWith('service')) await page.selectOption(selector, value)
    else await page.fill(selector, value)
  }
}

async function expectKept(page: Page, values: Record<string, string>) {
  for (const [selector, value] of Object.entries(values)) await expect(page.inputValue(selector)).resolves.toBe(value)
}

test('no answer within a minute: a polite notice at 10 s, then the request is cancelled, one post arrived, the form says it may have arrived and keeps every value; a resend carries the same id, a changed message a new one', async () => {
  const { page, errors, close } = await openPaused('/kontakt')
  await delayReplies(300_000) // answers long after the page stops waiting
  await fillContact(page, typed)
  const button = contactForm(page).locator('button[type="submit"]')
  const progress = contactForm(page).locator('.form__progress[role="status"]')
  await button.click()
  await postsArrived(1)
  await expect(button.innerText()).resolves.toBe('Wysyłanie...')

  // At once the live region says, to a screen reader only, that the form is sending (a screen-reader trial heard
  // nothing while it sent); the notice on the screen comes at 10 s, not before, and the button stays disabled.
  await expect(progress.textContent()).resolves.toBe(sendingMessages.sending)
  await expect(progress.locator('p').evaluate((line) => line.classList.contains('visually-hidden'))).resolves.toBe(true)
  await page.clock.runFor(SEND_TIMES.slowNoticeMs - 1)
  await expect(progress.textContent()).resolves.toBe(sendingMessages.sending)
  await page.clock.runFor(1)
  await progress.getByText(sendingMessages.slow, { exact: true }).waitFor()
  await expect(button.isDisabled()).resolves.toBe(true)
  await expect(button.innerText()).resolves.toBe('Wysyłanie...')

  // Still waiting just before the minute is up; at the minute the request is cancelled.
  await page.clock.runFor(SEND_TIMES.giveUpMs - SEND_TIMES.slowNoticeMs - 1)
  await expect(button.isDisabled()).resolves.toBe(true)
  await page.clock.runFor(1)
  const notice = contactForm(page).locator('.form-notice[role="alert"]')
  await notice.waitFor()
  await expect(notice.locator('h3').innerText()).resolves.toBe(sendingMessages.unconfirmedTitle)
  await expect(notice.locator('p').innerText().then(plainText)).resolves.toBe(unconfirmedMessage(contact))
  // The number and the address are links a phone can tap.
  await expect(notice.locator('p a[href^="tel:"], p a[href^="mailto:"]').count()).resolves.toBe(2)
  await expect(page.evaluate(() => document.activeElement?.classList.contains('form-notice'))).resolves.toBe(true)
  // Not a failure: no error summary, no 'Nie udało się'.
  await expect(page.locator('.error-summary').count()).resolves.toBe(0)
  await expect(contactForm(page).innerText()).resolves.not.toContain('Nie udało się')
  await expect(progress.innerText()).resolves.toBe('')
  await expect(button.isEnabled()).resolves.toBe(true)
  await expect(button.innerText()).resolves.toBe('Wyślij wiadomość')
  await expectKept(page, typed)
  await page.clock.resume() // axe waits on timers; nothing of the form's is left to fire
  const axe = await new AxeBuilder({ page }).include('form').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // The service got exactly one post, and saw the page cancel before it answered.
  await expect.poll(async () => (await submissions()).map((sent) => sent.cancelled), { timeout: 20_000 }).toEqual([true])
  const [first] = await submissions()
  expect(first!.fields.submissionId).toMatch(SUBMISSION_ID)

  // The visitor sends it again, unchanged, and the service is quick now: the same id, so the clinic sees a repeat.
  await answerOnTime()
  await button.click()
  await page.getByRole('heading', { name: forms.contactSuccess.title }).waitFor()
  const [, again] = await submissions()
  expect(again!.fields).toEqual(first!.fields)

  // A changed message is a new one: a new id.
  await page.getByRole('button', { name: forms.contactSuccess.again }).click()
  await fillContact(page, { ...typed, '#kontakt-message': 'Jakie szczepienia przed wyjazdem do Tanzanii?' })
  await contactForm(page).locator('button[type="submit"]').click()
  await page.getByRole('heading', { name: forms.contactSuccess.title }).waitFor()
  const sent = await submissions()
  expect(sent).toHaveLength(3)
  expect(sent[2]!.fields.submissionId).toMatch(SUBMISSION_ID)
  expect(sent[2]!.fields.submissionId).not.toBe(first!.fields.submissionId)
  expect(errors).toEqual([])
  await close()
})

test('a service that answers after 30 s: the notice at 10 s, then the thanks, one post, no failure', async () => {
  const { page, errors, close } = await openPaused('/rezerwacja')
  await delayReplies(300_000) // held until the page's clock reaches 30 s (answerOnTime below)
  const date = nextWeekday()
  await page.selectOption('#rezerwacja-visitType', 'consultation')
  await page.fill('#rezerwacja-name', 'Jan Kowalski')
  await page.fill('#rezerwacja-email', 'jan@example.com')
  await page.fill('#rezerwacja-phone', '600 100 200')
  await page.fill('#rezerwacja-date', date)
  await page.selectOption('#rezerwacja-time', aSlot('consultation'))
  const button = bookingForm(page).locator('button[type="submit"]')
  const progress = bookingForm(page).locator('.form__progress[role="status"]')
  await button.click()
  await postsArrived(1)

  await page.clock.runFor(SEND_TIMES.slowNoticeMs)
  await progress.getByText(sendingMessages.slow, { exact: true }).waitFor()
  await page.clock.runFor(30_000 - SEND_TIMES.slowNoticeMs)
  await expect(button.innerText()).resolves.toBe('Wysyłanie...')
  await expect(page.locator('.error-summary, .form-notice').count()).resolves.toBe(0)

  await answerOnTime() // the service answers now, 30 s into the page's wait
  await page.getByRole('heading', { name: forms.bookingSuccess.title }).waitFor()
  const sent = await submissions()
  expect(sent).toHaveLength(1)
  expect(sent[0]!.cancelled).toBeUndefined()
  expect(sent[0]!.fields).toMatchObject({ visitType: 'consultation', date, time: aSlot('consultation'), submissionId: expect.stringMatching(SUBMISSION_ID) })
  expect(sent[0]!.meta).toEqual({ _gotcha: '', _subject: forms.bookingForm.subject, _language: 'pl' })
  expect(errors).toEqual([])
  await close()
})
