import { describe, expect, test } from 'vitest'
import { forms } from '../../../lib/data/siteData.ts'
import { timeSlots } from '../../../lib/forms/timeSlots.ts'

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
