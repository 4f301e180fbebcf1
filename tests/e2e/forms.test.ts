import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { clinic, forms } from '../../lib/data/siteData.ts'
import { FIELD_LIMITS } from '../../lib/forms/limits.ts'
import { messages, summaryText } from '../../lib/forms/messages.ts'
import { statusMessage } from '../../lib/forms/serviceErrors.ts'
import { formatDate, telHref } from '../../lib/data/format.ts'
import { aSlot } from './bookingSlots.ts'
import { shownSuccess, successPhoneLinks } from './successText.ts'
import { AXE_TAGS, launchBrowser, openPage, plainText } from './browser.ts'
import {
  SUBMISSION_ID,
  acceptAgain,
  clearSubmissions,
  formServiceUrl,
  limitBodies,
  nextSaturday,
  nextWeekday,
  refuseAsTooMany,
  submissions,
  usualBodyLimit,
} from './formService.ts'

const service = formServiceUrl

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
beforeEach(clearSubmissions)

/** A topic of the contact form as forms.yaml lists it: the clinic may change the list, the tests follow. */
const SERVICE = forms.contactForm.services.at(-1)!.value

const contact = (page: Page) => page.locator('form[aria-label="Formularz kontaktowy"]')
const booking = (page: Page) => page.locator('form[aria-label="Prośba o rezerwację wizyty"]')
/**
 * Islands hydrate when they come near the screen: bring the form there, then
 * wait. (tests/e2e/earlyInput.test.ts types before hydration, on slow scripts.)
 */
const hydrated = async (page: Page) => {
  await page.locator('[data-island]').first().scrollIntoViewIfNeeded()
  await page.locator('[data-island][data-hydrated]').first().waitFor()
}

/** A fresh page at `path` with its form island live. */
async function openForm(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, options)
  await opened.page.goto(path)
  await hydrated(opened.page)
  return opened
}

/** Lets the CORS preflight through to the form service and answers the POST with `handler`. */
function answerPosts(page: Page, handler: (route: Route) => Promise<void> | void) {
  return page.route(`${service()}/**`, (route) => (route.request().method() === 'OPTIONS' ? route.continue() : handler(route)))
}

async function fillContact(page: Page) {
  await page.selectOption('#kontakt-service', SERVICE)
  await page.fill('#kontakt-name', 'Łucja Żak-Nowak')
  await page.fill('#kontakt-email', 'lucja@example.com')
  await page.fill('#kontakt-phone', '+48 600-100-200')
  await page.fill('#kontakt-message', 'Jakie szczepienia przed wyjazdem do Kenii?')
}

async function expectContactValuesKept(page: Page) {
  await expect(page.inputValue('#kontakt-service')).resolves.toBe(SERVICE)
  await expect(page.inputValue('#kontakt-name')).resolves.toBe('Łucja Żak-Nowak')
  await expect(page.inputValue('#kontakt-email')).resolves.toBe('lucja@example.com')
  await expect(page.inputValue('#kontakt-phone')).resolves.toBe('+48 600-100-200')
  await expect(page.inputValue('#kontakt-message')).resolves.toBe('Jakie szczepienia przed wyjazdem do Kenii?')
}

describe('contact form', () => {
  test('sends exactly the spec fields with the hidden ones, shows the submitting state, sends once, then thanks', async () => {
    const { page, errors, close } = await openForm('/kontakt')
    await fillContact(page)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let posts = 0
    await page.route(`${service()}/**`, async (route) => {
      if (route.request().method() === 'POST') posts++
      await gate
      await route.continue()
    })
    const button = contact(page).locator('button[type="submit"]')
    await button.click()
    await expect(button.innerText()).resolves.toBe('Wysyłanie...')
    await expect(button.isDisabled()).resolves.toBe(true)
    // Focus stays on the button while it sends (a disabled button dropped it to the page's top).
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await button.click({ force: true })
    release()
    const thanks = page.getByRole('heading', { name: forms.contactSuccess.title })
    await thanks.waitFor()
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(forms.contactSuccess.title)
    // forms.yaml's text with the clinic's facts: the hours filled in, {telefon} the number as a link that dials it.
    await expect(page.locator('.form-success').innerText()).resolves.toContain(shownSuccess(forms.contactSuccess.body))
    await expect(page.locator(`.form-success a[href="${telHref(clinic.phone.number)}"]`).count()).resolves.toBe(successPhoneLinks(forms.contactSuccess.body))
    expect(posts).toBe(1)

    const [sent] = await submissions()
    expect(sent!.formId).toBe(forms.contactForm.formId)
    expect(sent!.fields).toEqual({
      service: SERVICE,
      name: 'Łucja Żak-Nowak',
      email: 'lucja@example.com',
      phone: '+48 600-100-200',
      message: 'Jakie szczepienia przed wyjazdem do Kenii?',
      submissionId: expect.stringMatching(SUBMISSION_ID),
    })
    // The spam trap, the subject and the language go with JavaScript too, as they do without it.
    expect(sent!.meta).toEqual({ _gotcha: '', _subject: forms.contactForm.subject, _language: 'pl' })
    expect(sent!.session).toMatchObject({ webdriver: true })

    // 'Wyślij kolejną wiadomość' returns to an empty form; the sent values are not kept.
    await page.getByRole('button', { name: forms.contactSuccess.again }).click()
    await expect(page.inputValue('#kontakt-name')).resolves.toBe('')
    await page.reload()
    await hydrated(page)
    await expect(page.inputValue('#kontakt-name')).resolves.toBe('')
    expect(errors).toEqual([])
    await close()
  })

  test('shows the required messages in a focused summary that names each field and links to it, and under each label the message alone', async () => {
    const { page, close } = await openForm('/kontakt')
    await contact(page).locator('button[type="submit"]').click()
    const expected = [
      summaryText('name', messages.nameRequired),
      summaryText('email', messages.emailRequired),
      summaryText('message', messages.messageRequired),
    ]
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual(expected)
    await expect(page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).resolves.toBe(true)
    // Under its own label the field is in sight: no 'Imię i nazwisko: Imię i nazwisko jest wymagane'.
    await expect(page.locator('#kontakt-name-blad').textContent()).resolves.toBe(`Błąd: ${messages.nameRequired}`)
    await expect(page.locator('#kontakt-email-blad').textContent()).resolves.toBe(`Błąd: ${messages.emailRequired}`)
    await expect(page.locator('.field:has(#kontakt-name) > .field__label + .field__error').count()).resolves.toBe(1)
    await expect(page.getAttribute('#kontakt-name', 'aria-invalid')).resolves.toBe('true')
    await expect(page.getAttribute('#kontakt-name', 'aria-describedby')).resolves.toBe('kontakt-name-blad')
    await page.locator('.error-summary a', { hasText: 'Adres e-mail' }).click()
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('kontakt-email')
    expect(await submissions()).toEqual([])

    const axe = await new AxeBuilder({ page }).include('form').withTags(AXE_TAGS).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    await close()
  })

  // A keyboard trial: a fixed field kept its message and aria-invalid, read by a screen reader, until the next submit.
  test("a field's error goes as soon as it is right, without moving focus; a field still wrong keeps its message", async () => {
    const { page, close } = await openForm('/kontakt')
    await contact(page).locator('button[type="submit"]').click()
    await expect(page.locator('.error-summary li').count()).resolves.toBe(3)
    await page.locator('.error-summary a', { hasText: 'Imię i nazwisko' }).click()
    await page.keyboard.type('Anna Nowak')
    await expect.poll(() => page.locator('#kontakt-name-blad').count()).toBe(0)
    await expect(page.getAttribute('#kontakt-name', 'aria-invalid')).resolves.toBe(null)
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('kontakt-name')
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual([
      summaryText('email', messages.emailRequired),
      summaryText('message', messages.messageRequired),
    ])
    // Typed but still wrong: the message stays as it was until the next submit, and focus stays in the field.
    await page.locator('#kontakt-email').focus()
    await page.keyboard.type('anna@')
    await expect(page.locator('#kontakt-email-blad').textContent()).resolves.toBe(`Błąd: ${messages.emailRequired}`)
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('kontakt-email')
    await page.keyboard.type('example.org')
    await expect.poll(() => page.locator('#kontakt-email-blad').count()).toBe(0)
    await page.locator('#kontakt-message').fill('Proszę o informację o szczepieniu przeciw grypie.')
    await expect.poll(() => page.locator('.error-summary').count()).toBe(0)
    expect(await submissions()).toEqual([])
    await close()
  })

  test('a Saturday chosen in the booking form is refused on leaving the date, without waiting for a submit', async () => {
    const { page, close } = await openForm('/rezerwacja')
    await page.fill('#rezerwacja-date', nextSaturday())
    // Still in the field: nothing said yet.
    await expect(page.locator('#rezerwacja-date-blad').count()).resolves.toBe(0)
    // Tab moves between the date's own parts (day, month, year): the visitor leaves it for the time.
    await page.locator('#rezerwacja-time').focus()
    await expect(page.locator('#rezerwacja-date-blad').textContent()).resolves.toBe(`Błąd: ${messages.dateWeekend}`)
    await expect(page.getAttribute('#rezerwacja-date', 'aria-invalid')).resolves.toBe('true')
    // Said to a screen reader too, in a polite live region the page had from the start.
    const spoken = booking(page).locator('[aria-live="polite"]', { hasText: messages.dateWeekend })
    await expect(spoken.textContent()).resolves.toBe(`${summaryText('date', messages.dateWeekend)} (${formatDate(nextSaturday())})`)
    // Another Saturday: the same message, said again, as its words changed with the date.
    const saturdayAfter = new Date(`${nextSaturday()}T12:00:00Z`)
    saturdayAfter.setUTCDate(saturdayAfter.getUTCDate() + 7)
    const later = saturdayAfter.toISOString().slice(0, 10)
    await page.fill('#rezerwacja-date', later)
    await page.locator('#rezerwacja-time').focus()
    await expect.poll(() => spoken.textContent()).toBe(`${summaryText('date', messages.dateWeekend)} (${formatDate(later)})`)
    // The focus stays where the visitor took it, and no summary appears before a submit.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('rezerwacja-time')
    await expect(page.locator('.error-summary').count()).resolves.toBe(0)
    await page.fill('#rezerwacja-date', nextWeekday())
    await expect.poll(() => page.locator('#rezerwacja-date-blad').count()).toBe(0)
    await expect(page.getAttribute('#rezerwacja-date', 'aria-invalid')).resolves.toBe(null)
    await page.locator('#rezerwacja-time').focus()
    await expect.poll(() => spoken.count()).toBe(0)
    // An empty date left alone is not an error until the visitor sends the form.
    await page.fill('#rezerwacja-date', '')
    await page.locator('#rezerwacja-time').focus()
    await expect(page.locator('#rezerwacja-date-blad').count()).resolves.toBe(0)
    expect(await submissions()).toEqual([])
    await close()
  })

  test('shows the pattern messages for a bad name, e-mail, phone and a short message', async () => {
    const { page, close } = await openForm('/')
    await page.fill('#kontakt-name', 'J')
    await page.fill('#kontakt-email', 'jan@przyklad')
    await page.fill('#kontakt-phone', '12-ab')
    await page.fill('#kontakt-message', 'Za krótko')
    await contact(page).locator('button[type="submit"]').click()
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual([
      summaryText('name', messages.namePattern),
      summaryText('email', messages.emailFormat),
      summaryText('phone', messages.phonePattern),
      summaryText('message', messages.messageTooShort),
    ])
    await close()
  })

  test("maps the form service's 422 reply to the Polish messages", async () => {
    const { page, close } = await openForm('/konsultacje')
    await fillContact(page)
    await answerPosts(page, (route) =>
      route.fulfill({
        status: 422,
        headers: { 'Access-Control-Allow-Origin': '*' },
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Validation errors',
          errors: [
            { code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' },
            { code: 'REQUIRED_FIELD_EMPTY', field: 'message', message: 'required' },
            { code: 'TYPE_TEXT', field: 'unknown', message: 'odd' },
          ],
        }),
      }),
    )
    await contact(page).locator('button[type="submit"]').click()
    await page.locator('.error-summary').waitFor()
    await expect(page.locator('#kontakt-email-blad').textContent()).resolves.toBe(`Błąd: ${messages.emailFormat}`)
    await expect(page.locator('#kontakt-message-blad').textContent()).resolves.toBe(`Błąd: ${messages.messageRequired}`)
    await expect(page.locator('.error-summary__form').innerText()).resolves.toBe(messages.other)
    await expectContactValuesKept(page)
    await close()
  })

  test.each([
    ['a network failure', (route: import('playwright-core').Route) => route.abort('connectionrefused')],
    [
      'a 500 reply',
      (route: import('playwright-core').Route) =>
        route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' }, body: '<h1>Internal Server Error</h1>' }),
    ],
    [
      'a reply of no known shape',
      (route: import('playwright-core').Route) =>
        route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, contentType: 'application/json', body: '{"hello":"world"}' }),
    ],
  ])('keeps every typed value after %s and offers the phone and e-mail', async (_name, handler) => {
    const { page, close } = await openForm('/kontakt')
    await fillContact(page)
    await answerPosts(page, handler)
    const button = contact(page).locator('button[type="submit"]')
    await button.click()
    const message = page.locator('.error-summary__form')
    await message.waitFor()
    const text = plainText(await message.innerText())
    expect(text).toContain(clinic.phone.number)
    expect(text).toContain(clinic.email)
    // Each a link a phone can tap, not text to copy by hand.
    await expect(message.getByRole('link', { name: clinic.email }).getAttribute('href')).resolves.toBe(`mailto:${clinic.email}`)
    await expect(message.locator(`a[href="${telHref(clinic.phone.number)}"]`).count()).resolves.toBe(1)
    await expectContactValuesKept(page)
    await expect(button.isEnabled()).resolves.toBe(true)
    await expect(button.innerText()).resolves.toBe('Wyślij wiadomość')
    await close()
  })

  test('on a 360 px phone: a pasted text over the limit is counted, refused and kept whole; 413 and 429 get their own words; every value stays', async () => {
    const { page, errors, close } = await openForm('/kontakt', { viewport: { width: 360, height: 740 } })
    await fillContact(page)
    const box = page.locator('#kontakt-message')
    const counter = page.locator('#kontakt-message-licznik')
    const spoken = page.locator('.field:has(#kontakt-message) [aria-live="polite"]')
    const limit = FIELD_LIMITS.message
    const text = (length: number) => 'Przyjmuję leki na nadciśnienie. '.repeat(Math.ceil(length / 32)).slice(0, length)
    // Live, the box has no maxlength: the browser would cut a paste without a word.
    await expect(box.getAttribute('maxlength')).resolves.toBeNull()
    await expect(counter.count()).resolves.toBe(0) // far from the limit: no counter

    // Near the limit the counter appears, and a screen reader is told once.
    await box.fill(text(limit - 212))
    await expect(counter.innerText()).resolves.toBe('Pozostało 212 znaków')
    await expect(spoken.innerText()).resolves.toBe('Pozostało 212 znaków')
    await expect(counter.getAttribute('aria-hidden')).resolves.toBe('true')
    await box.press('Control+End')
    await page.keyboard.type('ab')
    await expect(counter.innerText()).resolves.toBe('Pozostało 210 znaków')
    await expect(spoken.innerText()).resolves.toBe('Pozostało 212 znaków') // not on every key
    const bounds = await counter.evaluate((element) => ({ right: element.getBoundingClientRect().right, page: document.documentElement.scrollWidth }))
    expect(bounds.right).toBeLessThanOrEqual(360)
    expect(bounds.page).toBeLessThanOrEqual(360)

    // 10 000 characters pasted (inserted as a paste is, which maxlength would cut): all of them stay.
    await box.selectText()
    await page.keyboard.insertText(text(10_000))
    await expect(box.inputValue()).resolves.toHaveLength(10_000)
    await expect(counter.innerText()).resolves.toBe('Masz o 7000 znaków za dużo')
    await expect(spoken.innerText()).resolves.toBe('Masz o 7000 znaków za dużo')
    const button = contact(page).locator('button[type="submit"]')
    await button.click()
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual([summaryText('message', messages.messageTooLong)])
    await expect(page.locator('#kontakt-message-blad').textContent()).resolves.toBe(`Błąd: ${messages.messageTooLong}`)
    await expect(box.inputValue()).resolves.toHaveLength(10_000)
    expect(await submissions()).toEqual([])
    // The counter past the limit (red, bold) and the error beside it pass axe's contrast and naming rules.
    const axe = await new AxeBuilder({ page }).include('form').withTags(AXE_TAGS).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    // Shortened, it goes; the service finds it too large (413), then refuses a burst (429).
    const shortened = text(limit - 100)
    await box.fill(shortened)
    const reach = { phone: clinic.phone.number, email: clinic.email }
    const kept = async () => {
      await expect(page.inputValue('#kontakt-service')).resolves.toBe(SERVICE)
      await expect(page.inputValue('#kontakt-name')).resolves.toBe('Łucja Żak-Nowak')
      await expect(page.inputValue('#kontakt-email')).resolves.toBe('lucja@example.com')
      await expect(page.inputValue('#kontakt-phone')).resolves.toBe('+48 600-100-200')
      await expect(box.inputValue()).resolves.toBe(shortened)
      await expect(button.isEnabled()).resolves.toBe(true)
    }
    await limitBodies(2000)
    try {
      await button.click()
      await expect.poll(async () => plainText(await page.locator('.error-summary__form').innerText())).toBe(statusMessage(413, reach))
      await kept()
    } finally {
      await usualBodyLimit()
    }
    await refuseAsTooMany()
    try {
      await button.click()
      await expect.poll(async () => plainText(await page.locator('.error-summary__form').innerText())).toBe(statusMessage(429, reach))
      await expect(page.locator(`.error-summary__form a[href="${telHref(clinic.phone.number)}"]`).count()).resolves.toBe(1)
      await kept()
    } finally {
      await acceptAgain()
    }
    expect(await submissions()).toEqual([])
    await button.click()
    await page.getByRole('heading', { name: forms.contactSuccess.title }).waitFor()
    expect((await submissions())[0]!.fields.message).toBe(shortened.trim())
    // The browser's own lines for the two refused posts, and nothing else.
    expect(errors).toEqual([expect.stringContaining('status of 413'), expect.stringContaining('status of 429')])
    await close()
  })

  test('a bot that fills the spam trap is thanked, and the service keeps nothing', async () => {
    const { page, close } = await openForm('/kontakt')
    await fillContact(page)
    await contact(page).locator('input[name="_gotcha"]').fill('https://spam.example', { force: true })
    await contact(page).locator('button[type="submit"]').click()
    await page.getByRole('heading', { name: forms.contactSuccess.title }).waitFor()
    expect(await submissions()).toEqual([])
    await close()
  })

  test('typed values survive a reload of the tab', async () => {
    const { page, close } = await openForm('/kontakt')
    await fillContact(page)
    await page.reload()
    await hydrated(page)
    await expectContactValuesKept(page)
    await close()
  })

  // The browser sends only the origin as Referer to another host (strict-origin-when-cross-origin),
  // so the local service redirects to the site's home page; the real service shows its own thank-you page.
  test('works without JavaScript: a plain post to the form service, then back to the site', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto('/kontakt')
    await expect(contact(page).getAttribute('action')).resolves.toBe(`${service()}/f/${forms.contactForm.formId}`)
    // Without JavaScript only the browser's maxlength bounds what is posted.
    await expect(page.getAttribute('#kontakt-message', 'maxlength')).resolves.toBe(String(FIELD_LIMITS.message))
    await expect(page.getAttribute('#kontakt-name', 'maxlength')).resolves.toBe(String(FIELD_LIMITS.name))
    await fillContact(page)
    await contact(page).locator('button[type="submit"]').click()
    await page.waitForURL(/\?wyslano=1$/)
    const [sent] = await submissions()
    expect(sent!.fields).toMatchObject({ name: 'Łucja Żak-Nowak', email: 'lucja@example.com', message: 'Jakie szczepienia przed wyjazdem do Kenii?' })
    expect(sent!.subject).toBe(forms.contactForm.subject)
    expect(sent!.meta).toEqual({ _gotcha: '', _subject: forms.contactForm.subject, _language: 'pl' })
    expect(sent!.fields).not.toHaveProperty('submissionId') // only a send with JavaScript has one
    await close()
  })
})

describe('card payments (off unless a Stripe key is configured)', () => {
  // A stand-in for Stripe.js: @stripe/stripe-js uses window.Stripe when it already exists,
  // so nothing is fetched from Stripe. It records what the form asked of it.
  const fakeStripe = (failCard: boolean) => `
    window.stripeCalls = []
    window.Stripe = () => ({
      elements: () => ({ create: () => ({ mount: (element) => { element.textContent = 'Karta testowa 4242' } }) }),
      createPaymentMethod: async (data) => {
        window.stripeCalls.push(['createPaymentMethod', data.type, data.billing_details])
        return ${failCard} ? { error: { type: 'card_error', message: 'Your card number is incomplete.' } } : { paymentMethod: { id: 'pm_local' } }
      },
      handleCardAction: async (secret) => {
        window.stripeCalls.push(['handleCardAction', secret])
        return { paymentIntent: { id: 'pi_local' } }
      },
    })`

  /**
   * Opens /rezerwacja as a build with a publishable key would render it: the key is added to
   * the island's props before the island hydrates (the card field exists only after hydration).
   */
  async function openWithKey(failCard = false) {
    const opened = await openPage(browser)
    await opened.page.addInitScript(fakeStripe(failCard))
    await opened.page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const island = document.querySelector<HTMLElement>('[data-island="forms/BookingForm"]')
        if (!island) return
        island.dataset.props = JSON.stringify({ ...JSON.parse(island.dataset.props!), stripeKey: 'pk_test_local' })
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await opened.page.goto('/rezerwacja')
    await hydrated(opened.page)
    await opened.page.locator('.card-field', { hasText: 'Karta testowa' }).waitFor()
    return opened
  }

  async function fillBooking(page: Page) {
    await page.selectOption('#rezerwacja-visitType', 'travel')
    await page.fill('#rezerwacja-name', 'Jan Kowalski')
    await page.fill('#rezerwacja-email', 'jan@example.com')
    await page.fill('#rezerwacja-phone', '600 100 200')
    await page.fill('#rezerwacja-date', nextWeekday())
    await page.selectOption('#rezerwacja-time', aSlot('travel'))
  }

  test('creates a payment method, confirms the card action and resubmits with the intent and key', async () => {
    const { page, errors, close } = await openWithKey()
    await fillBooking(page)
    await booking(page).locator('button[type="submit"]').click()
    await page.getByRole('heading', { name: forms.bookingSuccess.title }).waitFor()
    const calls = (await page.evaluate(() => (window as unknown as { stripeCalls: unknown[] }).stripeCalls)) as [string, ...unknown[]][]
    expect(calls[0]).toEqual(['createPaymentMethod', 'card', { name: 'Jan Kowalski', email: 'jan@example.com', phone: '600 100 200' }])
    expect(calls[1]![0]).toBe('handleCardAction')
    expect(calls[1]![1]).toMatch(/^pi_local_.*_secret_local$/)
    const [sent] = await submissions()
    expect(sent!.fields).toMatchObject({ visitType: 'travel', time: aSlot('travel'), paymentIntent: 'pi_local' })
    expect(sent!.fields.resubmitKey).toBeTruthy()
    expect(sent!.fields).not.toHaveProperty('paymentMethod')
    expect(errors.filter((error) => !error.includes('Stripe'))).toEqual([])
    await close()
  })

  test('a card error gets a Polish message under the card field and sends nothing', async () => {
    const { page, close } = await openWithKey(true)
    await fillBooking(page)
    await booking(page).locator('button[type="submit"]').click()
    const error = page.locator('#rezerwacja-paymentMethod-blad')
    await error.waitFor()
    await expect(error.textContent()).resolves.toMatch(/^Błąd: Nie udało się odczytać danych karty/)
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Nie udało się odczytać danych karty/)])
    expect(await submissions()).toEqual([])
    await expect(page.inputValue('#rezerwacja-name')).resolves.toBe('Jan Kowalski')
    await close()
  })

  test('without a key there is no card field and no Stripe code is requested', async () => {
    const { page, close } = await openPage(browser)
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(request.url()))
    await page.goto('/rezerwacja')
    await hydrated(page)
    await expect(page.locator('.card-field').count()).resolves.toBe(0)
    expect(scripts.filter((url) => /stripe/i.test(url))).toEqual([])
    await close()
  })
})
