import { describe, expect, test } from 'vitest'
import { contactPayload } from '../../../lib/forms/payloads.ts'
import { randomSubmissionId, submissionIds } from '../../../lib/forms/submissionId.ts'

const ID = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

describe('submission ids', () => {
  test('are eight letters of Crockford Base32 in two groups, and differ', () => {
    const ids = Array.from({ length: 50 }, randomSubmissionId)
    for (const id of ids) expect(id).toMatch(ID)
    expect(new Set(ids).size).toBe(50)
  })

  test('the same values keep their id; changed values get a new one', () => {
    let n = 0
    const idFor = submissionIds(() => `id-${++n}`)
    const sent = contactPayload({ name: 'Anna', email: 'a@b.pl', message: 'Pytanie o szczepienie' })
    expect(idFor(sent)).toBe('id-1')
    expect(idFor({ ...sent })).toBe('id-1') // a resend
    expect(idFor(contactPayload({ name: ' Anna ', email: 'a@b.pl', message: 'Pytanie o szczepienie ' }))).toBe('id-1') // the same once trimmed
    expect(idFor(Object.fromEntries(Object.entries(sent).reverse()))).toBe('id-1') // order does not matter
    expect(idFor({ ...sent, message: 'Pytanie o dwa szczepienia' })).toBe('id-2')
    expect(idFor({ ...sent, message: 'Pytanie o dwa szczepienia' })).toBe('id-2')
    expect(idFor(sent)).toBe('id-3') // back to the first values after another send: a new message to the clinic
  })

  test('each form keeps its own', () => {
    const contact = submissionIds()
    const booking = submissionIds()
    const values = { name: 'Anna' }
    expect(contact(values)).not.toBe(booking(values))
  })
})
