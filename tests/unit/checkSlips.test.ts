import { describe, expect, test } from 'vitest'
import { check } from './checkHelpers.ts'

// The slips editors really make (docs/DESIGN.md, 'Slips editors really make'),
// one planted case per class: each either stops at its line with its real
// cause in Polish, or is made harmless. As in check.test.ts, every line
// expected here is the whole output of `npm run check` for the planted slip.

describe('characters', () => {
  test('a page and a data file saved with Windows line endings and a byte order mark: no problem (the build reads them the same)', () => {
    const windows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`
    expect(check({ 'content/faq.mdx': windows, 'content/data/labTests.yaml': windows, 'content/szczepienia/podroze.mdx': (text) => `\uFEFF${text}` })).toEqual([])
  })
})
