import { expect, test } from 'vitest'
import { shownAddress } from '../../../lib/check/shownAddress.ts'

test('shownAddress: a short address whole; data cut after its type; a long address cut after 80 characters', () => {
  expect(shownAddress('https://pacjent.gov.pl/recepta')).toBe('https://pacjent.gov.pl/recepta')
  expect(shownAddress(`data:image/jpeg;base64,${'/9j/4AAQ'.repeat(1000)}`)).toBe('data:image/jpeg;base64,…')
  expect(shownAddress('data:text/html,<b>x</b>')).toBe('data:text/html,…')
  const long = `https://example.org/${'a'.repeat(200)}`
  expect(shownAddress(long)).toBe(`${long.slice(0, 80)}…`)
  expect(shownAddress(long.slice(0, 100))).toBe(long.slice(0, 100))
})
