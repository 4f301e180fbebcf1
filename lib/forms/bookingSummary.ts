import type { VisitTypeOption } from './validation.ts'

const longDate = new Intl.DateTimeFormat('pl-PL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * What a sent booking request asked for, in words, for the panel that replaces the form: 'Szczepienie – Grypa,
 * wtorek, 8 grudnia 2026, godz. 16:30'. The patient can note it before the clinic calls (a phone trial's traveller
 * saw only 'Dziękujemy za rezerwację!'). Parts the request did not have are left out; undefined with none.
 */
export function bookingSummary(values: Record<string, string | undefined>, visitTypes: readonly VisitTypeOption[]): string | undefined {
  const type = visitTypes.find((option) => option.value === values.visitType)
  const variant = type?.variants?.find((option) => option.value === values.vaccineType)
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.date ?? '')
  // The day as written, read at noon UTC and shown in UTC: no time zone moves it to the day before. 'godz.' keeps its
  // time on its line (a no-break space: the panel at 1280 px broke the line after 'godz.').
  const day = match ? longDate.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : undefined
  const parts = [type && (variant ? `${type.label} – ${variant.label}` : type.label), day, values.time && `godz.\u00a0${values.time}`].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : undefined
}
