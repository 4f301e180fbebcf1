import { expect, test } from 'vitest'
import { publicHoliday } from '../../../lib/forms/publicHolidays.ts'

test('the fixed days off by law, with 24 December from 2025 on', () => {
  expect(publicHoliday('2026-01-01')).toBe('Nowy Rok')
  expect(publicHoliday('2027-01-06')).toBe('Święto Trzech Króli')
  expect(publicHoliday('2026-05-01')).toBe('Święto Pracy')
  expect(publicHoliday('2026-05-03')).toBe('Święto Konstytucji 3 Maja')
  expect(publicHoliday('2026-08-15')).toBe('Wniebowzięcie Najświętszej Maryi Panny')
  expect(publicHoliday('2026-11-11')).toBe('Narodowe Święto Niepodległości')
  expect(publicHoliday('2026-12-24')).toBe('Wigilia Bożego Narodzenia')
  expect(publicHoliday('2024-12-24')).toBeUndefined()
  expect(publicHoliday('2026-12-25')).toBe('Boże Narodzenie')
  expect(publicHoliday('2026-12-26')).toBe('drugi dzień Bożego Narodzenia')
})

// Easter Sundays as the calendars print them: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2038-04-25.
test.each([
  ['2024-04-01', '2024-05-30'],
  ['2025-04-21', '2025-06-19'],
  ['2026-04-06', '2026-06-04'],
  ['2027-03-29', '2027-05-27'],
  ['2038-04-26', '2038-06-24'],
])('Easter Monday %s and Corpus Christi %s', (easterMonday, corpusChristi) => {
  expect(publicHoliday(easterMonday)).toBe('drugi dzień Wielkanocy')
  expect(publicHoliday(corpusChristi)).toBe('Boże Ciało')
})

test('working days are not days off', () => {
  for (const date of ['2026-12-01', '2026-12-23', '2026-12-28', '2027-01-07', '2026-04-07', '2026-06-05', '2026-11-02'])
    expect(publicHoliday(date), date).toBeUndefined()
})
