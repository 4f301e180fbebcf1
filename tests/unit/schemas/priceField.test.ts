import { describe, expect, test } from 'vitest'
import { price } from '../../../lib/schemas/priceField.ts'

describe('price', () => {
  test.each(['150 zł', 'od 160 zł', '250–300 zł', '49 zł'])('accepts %s', (value) => {
    expect(price.safeParse(value).success).toBe(true)
  })
  test.each(['0 zł', '-150 zł', '150', '150zł', '150,50 zł', '250-300 zł', 'bezpłatnie', 'od 0 zł'])('rejects %s', (value) => {
    expect(price.safeParse(value).success).toBe(false)
  })
})
