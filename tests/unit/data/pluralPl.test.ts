import { expect, test } from 'vitest'
import { pluralPl } from '../../../lib/data/pluralPl.ts'

test.each([
  [1, 'badanie'],
  [2, 'badania'],
  [4, 'badania'],
  [5, 'badań'],
  [12, 'badań'],
  [14, 'badań'],
  [22, 'badania'],
  [25, 'badań'],
  [0, 'badań'],
  [112, 'badań'],
  [123, 'badania'],
])('%i %s', (count, word) => {
  expect(pluralPl(count, ['badanie', 'badania', 'badań'])).toBe(word)
})
