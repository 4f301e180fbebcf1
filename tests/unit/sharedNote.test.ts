import { expect, test } from 'vitest'
import { sharedValue } from '../../components/prices/VaccinePriceTable.tsx'

// A note every row of a price table has is said once under it (issue 42), never one that differs or is missing.
test('the note is shared only when every row has the same, non-empty one', () => {
  expect(sharedValue(['Od 9 lat.', 'Od 9 lat.', 'Od 9 lat.'])).toBe('Od 9 lat.')
  expect(sharedValue(['Od 9 lat.', 'Od 9 lat.', 'Od 2 lat.'])).toBeUndefined()
  expect(sharedValue(['Od 9 lat.', ''])).toBeUndefined()
  expect(sharedValue(['', ''])).toBeUndefined()
  expect(sharedValue(['Jedna szczepionka.'])).toBeUndefined()
})
