import { expect, test } from 'vitest'
import { spacedPrice } from '../../../lib/check/priceFix.ts'

// A price's fix is safe only when spacing or the dash is all that differs (lib/check/priceFix.ts).

test.each([
  ['35zł', '35 zł'],
  ['35  zł', '35 zł'],
  ['35\u00a0zł', '35 zł'],
  [' 35 zł ', '35 zł'],
  ['od160 zł', 'od 160 zł'],
  ['250 - 300 zł', '250–300 zł'],
  ['250-300zł', '250–300 zł'],
  ['1 200 zł', '1200 zł'],
])('%s → %s', (written, meant) => expect(spacedPrice(written)).toBe(meant))

test.each(['35', '35,50 zł', '35 PLN', '35 złotych', '0 zł', 'ok. 35 zł', '35 zł'])('%s: no safe fix', (written) =>
  expect(spacedPrice(written)).toBeUndefined(),
)
