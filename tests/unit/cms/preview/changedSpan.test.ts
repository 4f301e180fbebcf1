import { describe, expect, it } from 'vitest'
import { changedSpan } from '../../../../lib/cms/preview/changedSpan.ts'

describe('changedSpan', () => {
  it('spans from the first changed character to just after the last, in the new text', () => {
    const before = 'Zabierz:\n• dowód,\n• książeczkę.\n'
    const after = 'Zabierz:\n- dowód,\n- książeczkę.\n'
    expect(changedSpan(before, after)).toEqual({ start: before.indexOf('•'), end: after.lastIndexOf('-') + 1 })
  })

  it('a link made shorter: the span is the new address', () => {
    const before = 'Ceny podaje [cennik](cennik.mdx).'
    const after = 'Ceny podaje [cennik](/cennik).'
    const { start, end } = changedSpan(before, after)
    expect(after.slice(start, end)).toBe('/cennik')
  })

  it('text only added or only removed, where the text repeats', () => {
    expect(changedSpan('aa', 'aaa')).toEqual({ start: 2, end: 3 })
    expect(changedSpan('35zł', '35 zł')).toEqual({ start: 2, end: 3 })
    expect(changedSpan('a  b', 'a b')).toEqual({ start: 2, end: 2 })
  })

  it('no change: an empty span at the end', () => {
    expect(changedSpan('abc', 'abc')).toEqual({ start: 3, end: 3 })
  })
})
