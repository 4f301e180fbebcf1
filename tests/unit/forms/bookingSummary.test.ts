import { expect, test } from 'vitest'
import { bookingSummary } from '../../../lib/forms/bookingSummary.ts'
import type { VisitTypeOption } from '../../../lib/forms/validation.ts'

// Visit types of its own: the summary's words, not the clinic's types, are tested here.
const types: VisitTypeOption[] = [
  { value: 'consultation', label: 'Konsultacja lekarska', minutes: 15, opens: '16:00', closes: '20:00' },
  { value: 'vaccination', label: 'Szczepienie', minutes: 15, opens: '16:00', closes: '20:00', variants: [{ value: 'flu', label: 'Grypa' }] },
]

test('a request in words: the type, the day with its weekday, the time', () => {
  expect(bookingSummary({ visitType: 'consultation', date: '2026-12-08', time: '16:30' }, types)).toBe(
    'Konsultacja lekarska, wtorek, 8 grudnia 2026, godz.\u00a016:30',
  )
  expect(bookingSummary({ visitType: 'vaccination', vaccineType: 'flu', date: '2027-01-04', time: '16:00' }, types)).toBe(
    'Szczepienie – Grypa, poniedziałek, 4 stycznia 2027, godz.\u00a016:00',
  )
})

test('the day stays the day typed in any time zone of the browser', () => {
  // 1 January at midnight UTC is 31 December west of UTC, and 1 January at midnight local time is 31 December in
  // UTC east of it: the browser's zone is set to both sides, so a day read or shown in local time fails here.
  const zone = process.env.TZ
  try {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Warsaw']) {
      process.env.TZ = tz
      expect(bookingSummary({ visitType: 'consultation', date: '2027-01-01' }, types), tz).toBe('Konsultacja lekarska, piątek, 1 stycznia 2027')
    }
  } finally {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  }
})

test('parts the request did not have are left out; nothing known, no summary', () => {
  expect(bookingSummary({ visitType: 'vaccination', vaccineType: '' }, types)).toBe('Szczepienie')
  expect(bookingSummary({ visitType: 'unknown', date: 'not a date' }, types)).toBeUndefined()
})
