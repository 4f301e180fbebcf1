import { describe, expect, test } from 'vitest'
import { forms } from '../../../lib/data/siteData.ts'
import { offeredSlots, timeSlots } from '../../../lib/forms/timeSlots.ts'

describe('time slots for the five visit types', () => {
  const slotsOf = (value: string) => {
    const type = forms.bookingForm.visitTypes.find((visitType) => visitType.value === value)!
    return timeSlots(type.opens, type.closes, type.minutes)
  }
  test.each([
    ['consultation', 17, '16:00', '20:00'],
    ['vaccination', 17, '16:00', '20:00'],
    ['lab', 17, '7:00', '11:00'],
    ['prep', 17, '16:00', '20:00'],
    ['travel', 9, '16:00', '20:00'],
  ])('%s: %i slots from %s to %s', (value, count, first, last) => {
    const slots = slotsOf(value)
    expect(slots).toHaveLength(count)
    expect(slots[0]).toBe(first)
    expect(slots.at(-1)).toBe(last)
  })
  test('steps by the duration', () => {
    expect(timeSlots('16:00', '17:00', 15)).toEqual(['16:00', '16:15', '16:30', '16:45', '17:00'])
    expect(timeSlots('7:00', '8:00', 30)).toEqual(['7:00', '7:30', '8:00'])
  })
})

describe('the times offered on a date', () => {
  const type = { opens: '16:00', closes: '17:00', minutes: 15 }
  test('another day: every time of the type', () => {
    expect(offeredSlots(type, '2026-12-03', '2026-12-02', 16 * 60 + 20)).toEqual(['16:00', '16:15', '16:30', '16:45', '17:00'])
    expect(offeredSlots(type, '', '2026-12-02', 16 * 60 + 20)).toHaveLength(5)
  })
  test('today: only the times after now (the form refuses a time at or before it)', () => {
    expect(offeredSlots(type, '2026-12-02', '2026-12-02', 16 * 60 + 15)).toEqual(['16:30', '16:45', '17:00'])
    expect(offeredSlots(type, '2026-12-02', '2026-12-02', 17 * 60)).toEqual([])
    expect(offeredSlots(type, '2026-12-02', '2026-12-02', 8 * 60)).toHaveLength(5)
  })
})
