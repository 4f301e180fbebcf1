import { expect, test } from 'vitest'
import { handTypedHours } from '../../../../lib/check/find/handTypedHours.ts'

// Hours as Polish people type them, and what only looks like hours. Each line
// is read alone, as the check reads a page, a page's fields and data files.

test.each([
  ['od 7:00 do 10:30', 'od 7:00 do 10:30'],
  ['Pobrania w godz. 16.00-20.00.', 'godz. 16.00-20.00'],
  ['pon.–pt. 7–11', 'pon.–pt. 7–11'],
  ['Punkt czynny 7:00–11:00.', '7:00–11:00'],
  ['Infolinia 9:00 - 19:00', '9:00 - 19:00'],
  ['od poniedziałku do piątku w godzinach 7:00–11:00', 'od poniedziałku do piątku w godzinach 7:00–11:00'],
  ['Konsultacje we wtorki w godzinach 15:00–18:00.', 'we wtorki w godzinach 15:00–18:00'],
  ['pn-pt 8-20', 'pn-pt 8-20'],
  ['w soboty: 9-13', 'w soboty: 9-13'],
  ['w godzinach 8-16', 'godzinach 8-16'],
  ['od godz. 7 do 11', 'od godz. 7 do 11'],
  ['Czynne do 19:00.', 'do 19:00'],
  ['od godz. 16:00', 'od godz. 16:00'],
  ['Godziny otwarcia: 8–16', 'Godziny otwarcia: 8–16'],
])('hours: %s', (line, typed) => {
  expect(handTypedHours(line).map((hours) => hours.text)).toEqual([typed])
})

test('a range gives its ends as clinic.yaml writes them', () => {
  expect(handTypedHours('pon.–pt. 7–11')).toEqual([{ index: 0, text: 'pon.–pt. 7–11', opens: '7:00', closes: '11:00' }])
  expect(handTypedHours('16.00-20.00')[0]).toMatchObject({ opens: '16:00', closes: '20:00' })
})

test.each([
  'Szczepimy dzieci od 2 do 18 lat.',
  'od 6 do 12 miesięcy',
  '2–3 dawki w odstępie 7–14 dni',
  'norma 4.00–10.00 tys./µl',
  'TSH 0.27–4.20 mIU/l',
  'akcja trwa 1.05–30.09',
  'od 1.05 do 30.09',
  'do 30.06.2025',
  'J 3:16 i Łk 10:25–37, J 3:16–3:18',
  'Koszt 16.00 zł',
  'Badania 8–12 godzin po ostatnim posiłku.',
  'w ciągu 24 godzin',
  'od 2015 do 2020, w latach 2010–2014',
  'dawka 0,5 ml',
  'od 1 do 3 razy',
  'rozcieńczenie 1:10',
  'temperatura do 38.5',
])('not hours: %s', (line) => {
  expect(handTypedHours(line)).toEqual([])
})
