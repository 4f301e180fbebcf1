import { FORM_LANGUAGE } from '../../../lib/forms/payloads.ts'
import { describe, expect, test } from 'vitest'
import { clip, FIELD_LIMITS } from '../../../lib/forms/limits.ts'
import { bookingPayload, contactPayload, formActionUrl, withHiddenFields } from '../../../lib/forms/payloads.ts'

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

test('the hidden fields go with the fields (spec section 7 and what the HTML form posts)', () => {
  const fields = contactPayload({ service: 'lab', name: 'Anna', email: 'a@b.pl', phone: '', message: 'Pytanie o badania' })
  const sent = withHiddenFields(fields, { gotcha: '', subject: 'Zapytanie ze strony', submissionId: 'ABCD-1234' })
  expect(sent).toEqual({ ...fields, submissionId: 'ABCD-1234', _gotcha: '', _subject: 'Zapytanie ze strony', _language: 'pl' })
  expect(FORM_LANGUAGE).toBe('pl')
  expect(withHiddenFields(fields, { gotcha: 'bot', subject: 's', submissionId: 'x' })._gotcha).toBe('bot')
})
