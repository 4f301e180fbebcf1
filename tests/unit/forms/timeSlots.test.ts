import { describe, expect, test } from 'vitest'
import { forms } from '../../../lib/data/siteData.ts'
import { messages } from '../../../lib/forms/messages.ts'
import { clip, FIELD_LIMITS } from '../../../lib/forms/limits.ts'
import { bookingPayload, contactPayload, formActionUrl, withHiddenFields } from '../../../lib/forms/payloads.ts'
import { fieldCodeMessage, formCodeMessage, mapServiceErrors, statusMessage } from '../../../lib/forms/serviceErrors.ts'
import { timeSlots } from '../../../lib/forms/timeSlots.ts'

describe('time slots for the five visit types', () => {
  const slotsOf = (value: string) => {
    const type = forms.bookingForm.visitTypes.find((visitType) => visitType.value === value)!
    return timeSlots(type.opens, type.closes, type.minutes)
  }
  test.each([
    ['consultation', 17, '16:00', '20:00'],
    ['vaccination', 17, '16:00', '20:00'],
    ['lab', 17, '7:00', '11:00'],
    ['prep', 17, '16:00', '20:00'],
    ['travel', 9, '16:00', '20:00'],
  ])('%s: %i slots from %s to %s', (value, count, first, last) => {
    const slots = slotsOf(value)
    expect(slots).toHaveLength(count)
    expect(slots[0]).toBe(first)
    expect(slots.at(-1)).toBe(last)
  })
  test('steps by the duration', () => {
    expect(timeSlots('16:00', '17:00', 15)).toEqual(['16:00', '16:15', '16:30', '16:45', '17:00'])
    expect(timeSlots('7:00', '8:00', 30)).toEqual(['7:00', '7:30', '8:00'])
  })
})

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
    expect([200, 400, 404, 422, 500, undefined].map((status) => statusMessage(status, contact))).toEqual(Array(6).fill(undefined))
  })

  test("the status wins over the reply's body: a 413 or 429 with an unknown code, or none, is not a connection failure", () => {
    const unspecified = { form: [{ code: 'UNSPECIFIED', message: 'Unexpected token <' }], fields: [] }
    expect(mapServiceErrors(unspecified, ['message'], contact, 413)).toEqual({ fieldErrors: {}, formError: statusMessage(413, contact) })
    expect(mapServiceErrors(unspecified, ['message'], contact, 429)).toEqual({ fieldErrors: {}, formError: statusMessage(429, contact) })
    expect(mapServiceErrors(unspecified, ['message'], contact, 500).formError).toBe(formCodeMessage('UNSPECIFIED', contact))
  })
})

describe('payloads (spec section 7)', () => {
  test('contact: service, name, email, phone, message, trimmed', () => {
    expect(contactPayload({ service: 'lab', name: ' Anna ', email: 'a@b.pl ', phone: '', message: ' Pytanie o badania ', extra: 'x' })).toEqual({
      service: 'lab',
      name: 'Anna',
      email: 'a@b.pl',
      phone: '',
      message: 'Pytanie o badania',
    })
  })
  test('booking: vaccineType only for vaccination', () => {
    const base = { name: 'Jan', email: 'j@b.pl', phone: '600100200', date: '2026-11-20', time: '16:00', message: '', vaccineType: 'flu' }
    expect(bookingPayload({ ...base, visitType: 'vaccination' })).toEqual({ ...base, visitType: 'vaccination', vaccineType: 'flu' })
    expect(Object.keys(bookingPayload({ ...base, visitType: 'vaccination' }))).toEqual([
      'visitType',
      'vaccineType',
      'name',
      'email',
      'phone',
      'date',
      'time',
      'message',
    ])
    expect(Object.keys(bookingPayload({ ...base, visitType: 'lab' }))).toEqual(['visitType', 'name', 'email', 'phone', 'date', 'time', 'message'])
  })
  test('never more than the limits, whatever the values hold', () => {
    const huge = 'x'.repeat(5_000_000)
    const values = { service: huge, visitType: 'vaccination', vaccineType: huge, name: huge, email: huge, phone: huge, date: huge, time: huge, message: huge }
    for (const payload of [contactPayload(values), bookingPayload(values)]) {
      for (const [field, value] of Object.entries(payload)) {
        if (field !== 'visitType') expect(value).toHaveLength(FIELD_LIMITS[field as keyof typeof FIELD_LIMITS])
      }
    }
    const sent = withHiddenFields(contactPayload(values), { gotcha: huge, subject: 'Zapytanie', submissionId: 'ABCD-1234' })
    expect(JSON.stringify(sent).length).toBeLessThan(5_000)
    expect(sent._gotcha).not.toBe('') // still tells the service it was a bot
  })
  test('a value is cut whole characters at a time: never between the halves of an emoji', () => {
    expect(clip('ab😀', 3)).toBe('ab')
    expect(clip('ab😀', 4)).toBe('ab😀')
    expect(clip('abc', 5)).toBe('abc')
    const message = contactPayload({ message: `${'a'.repeat(FIELD_LIMITS.message - 1)}😀` }).message!
    expect(message).toBe('a'.repeat(FIELD_LIMITS.message - 1))
    expect(() => encodeURIComponent(message)).not.toThrow() // no lone surrogate
  })
  test('the form action is /f/{formId}, or /p/{project}/f/{formId}', () => {
    expect(formActionUrl('https://formspree.io', 'abc')).toBe('https://formspree.io/f/abc')
    expect(formActionUrl('https://formspree.io', 'abc', 'proj')).toBe('https://formspree.io/p/proj/f/abc')
  })
})
