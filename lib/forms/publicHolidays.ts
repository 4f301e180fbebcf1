/**
 * Days off by Polish law (ustawa z 18 stycznia 1951 r. o dniach wolnych od pracy, art. 1): the booking form
 * takes working days only. Written here, not taken from a package: the list is short and changes by statute
 * (24 December since 2025), and the packages that have it (date-holidays and the like) carry every country's
 * rules into the visitor's browser. Easter Sunday and Pentecost fall on a Sunday, which the form refuses anyway.
 */
const FIXED: Record<string, string> = {
  '01-01': 'Nowy Rok',
  '01-06': 'Święto Trzech Króli',
  '05-01': 'Święto Pracy',
  '05-03': 'Święto Konstytucji 3 Maja',
  '08-15': 'Wniebowzięcie Najświętszej Maryi Panny',
  '11-01': 'Wszystkich Świętych',
  '11-11': 'Narodowe Święto Niepodległości',
  '12-25': 'Boże Narodzenie',
  '12-26': 'drugi dzień Bożego Narodzenia',
}

/** The name of the day off by law on a date ("YYYY-MM-DD"), or undefined for a working day. */
export function publicHoliday(date: string): string | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const fixed = FIXED[date.slice(5)]
  if (fixed) return fixed
  if (month === 12 && day === 24 && year >= 2025) return 'Wigilia Bożego Narodzenia'
  const easter = easterSunday(year)
  const daysAfterEaster = Math.round((Date.UTC(year, month - 1, day) - easter) / 86_400_000)
  if (daysAfterEaster === 1) return 'drugi dzień Wielkanocy'
  if (daysAfterEaster === 60) return 'Boże Ciało'
  return undefined
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, Meeus/Jones/Butcher), as UTC milliseconds. */
function easterSunday(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return Date.UTC(year, month - 1, day)
}
