import { describe, expect, test } from 'vitest'
import { messages } from '../../../lib/forms/messages.ts'
import { fieldCodeMessage, formCodeMessage, mapServiceErrors, statusMessage } from '../../../lib/forms/serviceErrors.ts'

describe('mapping the form service codes', () => {
  test.each([
    ['name', 'REQUIRED_FIELD_EMPTY', messages.nameRequired],
    ['email', 'REQUIRED_FIELD_MISSING', messages.emailRequired],
    ['phone', 'REQUIRED_FIELD_MISSING', messages.phoneRequired],
    ['message', 'REQUIRED_FIELD_EMPTY', messages.messageRequired],
    ['date', 'REQUIRED_FIELD_EMPTY', messages.dateRequired],
    ['time', 'REQUIRED_FIELD_MISSING', messages.timeRequired],
    ['visitType', 'REQUIRED_FIELD_MISSING', messages.visitTypeRequired],
    ['vaccineType', 'REQUIRED_FIELD_MISSING', messages.vaccineTypeRequired],
    ['service', 'REQUIRED_FIELD_MISSING', messages.other],
    ['email', 'TYPE_EMAIL', messages.emailFormat],
    ['phone', 'TYPE_NUMERIC', messages.phonePattern],
    ['name', 'TYPE_NUMERIC', messages.other],
    ['name', 'TYPE_TEXT', messages.other],
    ['name', 'UNSPECIFIED', messages.other],
  ] as const)('field %s with %s', (field, code, message) => {
    expect(fieldCodeMessage(field, code)).toBe(message)
  })
  test.each(['STRIPE_CLIENT_ERROR', 'STRIPE_SCA_ERROR'])('%s gets a Polish card message', (code) => {
    expect(fieldCodeMessage('paymentMethod', code)).toMatch(/kart/)
  })

  const contact = { phone: '+48 22 100 00 00', email: 'rejestracja@przychodnia.example' }
  test.each(['BLOCKED', 'EMPTY', 'FILES_TOO_BIG', 'FORM_NOT_FOUND', 'INACTIVE', 'NO_FILE_UPLOADS', 'PROJECT_NOT_FOUND', 'TOO_MANY_FILES', 'UNSPECIFIED'])(
    'form code %s names the phone and e-mail',
    (code) => {
      const message = formCodeMessage(code, contact)
      expect(message).toContain(contact.phone)
      expect(message).toContain(contact.email)
    },
  )
  test('each group of form codes has its own words', () => {
    const words = new Set(['BLOCKED', 'EMPTY', 'FILES_TOO_BIG', 'FORM_NOT_FOUND', 'UNSPECIFIED'].map((code) => formCodeMessage(code, contact)))
    expect(words.size).toBe(5)
  })

  test('field errors go under known fields; unknown fields and form codes give a form message', () => {
    expect(mapServiceErrors({ form: [], fields: [['email', [{ code: 'TYPE_EMAIL', message: 'x' }]]] }, ['name', 'email'], contact)).toEqual({
      fieldErrors: { email: messages.emailFormat },
    })
    expect(mapServiceErrors({ form: [], fields: [['_other', [{ code: 'TYPE_TEXT', message: 'x' }]]] }, ['name'], contact)).toEqual({
      fieldErrors: {},
      formError: messages.other,
    })
    expect(mapServiceErrors({ form: [{ code: 'INACTIVE', message: 'x' }], fields: [] }, ['name'], contact).formError).toBe(formCodeMessage('INACTIVE', contact))
  })

  test('413 says the message is too long to send, 429 that too many were sent and to try later or call, neither blames the connection', () => {
    expect(statusMessage(413, contact)).toMatch(/^Wiadomość jest zbyt długa, by ją wysłać\. Skróć ją i wyślij ponownie/)
    expect(statusMessage(429, contact)).toMatch(
      /^Wysłano zbyt wiele wiadomości w krótkim czasie\..*spróbuj ponownie za kilka minut albo zadzwoń pod numer \+48 22 100 00 00\.$/,
    )
    for (const status of [413, 429]) {
      expect(statusMessage(status, contact)).toMatch(/wpisane dane zostały zachowane/i)
      expect(statusMessage(status, contact)).not.toMatch(/połączeni/)
    }
    expect([200, 400, 404, 422, 600, undefined].map((status) => statusMessage(status, contact))).toEqual(Array(6).fill(undefined))
  })

  test("a 5xx is the service's failure, not the visitor's connection: try again later, or call or write", () => {
    for (const status of [500, 502, 503]) {
      const message = statusMessage(status, contact)!
      expect(message).toMatch(/^Serwis, który przekazuje formularze przychodni, chwilowo nie działa\. Wpisane dane zostały zachowane/)
      expect(message).toContain(contact.phone)
      expect(message).toContain(contact.email)
      expect(message).not.toMatch(/połączeni/)
    }
  })

  test("the connection's message does not repeat the box's heading 'Nie udało się wysłać formularza'", () => {
    expect(formCodeMessage('UNSPECIFIED', contact)).not.toMatch(/^Nie udało się wysłać/)
    // No reply: the phone offline or the service down, both named (a phone trial, online, met the service down).
    expect(formCodeMessage('UNSPECIFIED', contact)).toMatch(/^Brak połączenia z serwisem, .*Sprawdź połączenie z internetem, a jeśli działa, spróbuj ponownie/)
  })

  test("the status wins over the reply's body: a 413 or 429 with an unknown code, or none, is not a connection failure", () => {
    const unspecified = { form: [{ code: 'UNSPECIFIED', message: 'Unexpected token <' }], fields: [] }
    expect(mapServiceErrors(unspecified, ['message'], contact, 413)).toEqual({ fieldErrors: {}, formError: statusMessage(413, contact) })
    expect(mapServiceErrors(unspecified, ['message'], contact, 429)).toEqual({ fieldErrors: {}, formError: statusMessage(429, contact) })
    expect(mapServiceErrors(unspecified, ['message'], contact, 500).formError).toBe(statusMessage(500, contact))
    expect(mapServiceErrors(unspecified, ['message'], contact, 400).formError).toBe(formCodeMessage('UNSPECIFIED', contact))
  })
})
