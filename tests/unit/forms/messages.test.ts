import { expect, test } from 'vitest'
import { messages, summaryText } from '../../../lib/forms/messages.ts'

// The error summary says once which field an error is about (issue 20): a
// message that names its field stands alone, as GOV.UK writes them; one that
// does not gets the field's label before it.

test('a message that names its field is not prefixed', () => {
  expect(summaryText('name', messages.nameRequired)).toBe('Imię i nazwisko jest wymagane')
  expect(summaryText('visitType', messages.visitTypeRequired)).toBe('Rodzaj wizyty jest wymagany')
  expect(summaryText('email', messages.emailFormat)).toBe('Proszę podać poprawny adres e-mail')
  expect(summaryText('phone', messages.phonePattern)).toBe('Proszę podać poprawny numer telefonu')
  expect(summaryText('time', messages.timeUnavailable)).toBe('Wybierz godzinę z listy dostępnych terminów')
  expect(summaryText('message', messages.messageTooShort)).toBe('Wiadomość jest zbyt krótka (minimum 10 znaków)')
})

test('a message that does not name its field gets the label once', () => {
  expect(summaryText('date', messages.dateWeekend)).toBe(
    'Data wizyty: Przez formularz umawiamy wizyty od poniedziałku do piątku; o inny termin zapytaj telefonicznie',
  )
  expect(summaryText('name', messages.other)).toBe('Imię i nazwisko: Wystąpił błąd w formularzu')
})

test("one spelling, 'e-mail', in every message", () => {
  for (const message of Object.values(messages)) expect(message).not.toMatch(/\bemail\b/i)
})

test('every message of a field names it or gets its label: no field is named twice', () => {
  for (const [field, message] of [
    ['name', messages.nameRequired],
    ['name', messages.namePattern],
    ['email', messages.emailRequired],
    ['phone', messages.phoneRequired],
    ['date', messages.dateRequired],
    ['date', messages.datePast],
    ['time', messages.timeRequired],
    ['vaccineType', messages.vaccineTypeRequired],
    ['message', messages.messageRequired],
  ] as const) {
    const text = summaryText(field, message)
    expect(text, message).toBe(message)
  }
})
