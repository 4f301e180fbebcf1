import { expect, test } from 'vitest'
import { normalise } from '../../../lib/search/normalise.ts'

test('normalise lowers case and strips diacritics, ł included', () => {
  expect(normalise('Zażółć GĘŚLĄ jaźń Łódź')).toBe('zazolc gesla jazn lodz')
})
