import { countedLength, FIELD_LIMITS, MESSAGE_MIN, type LimitedField } from './limits.ts'
import { publicHoliday } from './publicHolidays.ts'
import { messages, type FieldName } from './messages.ts'
import { timeSlots, toMinutes } from './timeSlots.ts'

export type Values = Record<string, string>
export type FieldErrors = Partial<Record<FieldName, string>>

/** A rule: when `fails` is true the field gets `message` (the first failing rule wins). */
interface Rule {
  fails: (value: string, values: Values) => boolean
  message: string
}

// Letters of any alphabet (Polish and foreign names), single spaces, hyphens and
// apostrophes between them: "Anna Kowalska-Nowak", "O'Brien", "Łucja Żak".
const namePattern = /^\p{L}+(?:[ '’-]\p{L}+)*$/u
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/
// Polish (600 100 200, 22 100 00 00, an area code in brackets as landlines are written: (22) 100 00 00)
// and international (+48 600-100-200, +44 20 7946 0958, +48 (22) 100 00 00) numbers: an optional +
// and country code, one optional group in brackets, then groups of digits with a space, or a dash, dot or
// slash with a space on either side or none, between (600.100.200, 600 - 100 - 200: a phone trial's
// numbers, refused with no reason); 9 to 15 digits (counted below). Runs of spaces count as one (tested on
// the text with them made one). Each separator is required between the last groups, so the pattern cannot
// try a run of digits split every way (the old one froze the tab on 29 digits and a letter).
const SEPARATOR = '(?: ?[./-] ?| )'
const phonePattern = new RegExp(`^\\+?(?:\\d+${SEPARATOR}?)?(?:\\(\\d+\\)${SEPARATOR}?)?\\d+(?:${SEPARATOR}\\d+)*$`)

const blank = (value: string) => value.trim() === ''
const required = (message: string): Rule => ({ fails: blank, message })
const whenFilled = (fails: (value: string) => boolean, message: string): Rule => ({
  fails: (value) => !blank(value) && fails(value.trim()),
  message,
})

// Before the pattern: a name of 300 letters is too long, not badly written.
const notLongerThanLimit = (field: LimitedField, message: string): Rule => ({ fails: (value) => countedLength(value) > FIELD_LIMITS[field], message })

const nameRules = [
  required(messages.nameRequired),
  notLongerThanLimit('name', messages.nameTooLong),
  whenFilled((value) => value.length < 2 || !namePattern.test(value), messages.namePattern),
]
const emailRules = [
  required(messages.emailRequired),
  notLongerThanLimit('email', messages.emailTooLong),
  whenFilled((value) => !emailPattern.test(value), messages.emailFormat),
]
const phoneTooLong = notLongerThanLimit('phone', messages.phoneTooLong)
const phoneFormat = whenFilled((value) => {
  const digits = value.replace(/\D/g, '').length
  return !phonePattern.test(value.replace(/\s+/g, ' ')) || digits < 9 || digits > 15
}, messages.phonePattern)
const messageTooShort = whenFilled((value) => value.length < MESSAGE_MIN, messages.messageTooShort)
const messageTooLong = notLongerThanLimit('message', messages.messageTooLong)

/** Contact form: name, email and message required; phone optional. */
export const contactRules: Partial<Record<FieldName, Rule[]>> = {
  name: nameRules,
  email: emailRules,
  phone: [phoneTooLong, phoneFormat],
  message: [required(messages.messageRequired), messageTooShort, messageTooLong],
}

export interface VisitTypeOption {
  value: string
  label: string
  minutes: number
  opens: string
  closes: string
  /** For vaccination: the kinds of vaccine; `slug` is the word in /rezerwacja?szczepionka=... that chooses one. */
  variants?: { value: string; label: string; slug?: string }[]
  /** The word in /rezerwacja?wizyta=... that chooses this type. */
  slug?: string
  /** Shown while this type is chosen; {telefon} becomes the clinic's number (its hours are filled in by fillFacts). */
  note?: string
}

/**
 * Booking form; `today` is "YYYY-MM-DD" and `minutesNow` the minutes since its midnight, in the
 * visitor's own time zone: today's times that have passed are refused (a phone trial sent today's
 * 16:00 at 22:28, and the form thanked it for the booking).
 */
export function bookingRules(visitTypes: VisitTypeOption[], today: string, minutesNow?: number): Partial<Record<FieldName, Rule[]>> {
  const typeOf = (values: Values) => visitTypes.find((type) => type.value === values.visitType)
  return {
    visitType: [required(messages.visitTypeRequired), whenFilled((value) => !visitTypes.some((type) => type.value === value), messages.other)],
    vaccineType: [
      {
        fails: (value, values) => (typeOf(values)?.variants?.length ?? 0) > 0 && blank(value),
        message: messages.vaccineTypeRequired,
      },
    ],
    name: nameRules,
    email: emailRules,
    phone: [required(messages.phoneRequired), phoneTooLong, phoneFormat],
    date: [
      required(messages.dateRequired),
      whenFilled((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)), messages.dateRequired),
      whenFilled((value) => value < today, messages.datePast),
      whenFilled((value) => [0, 6].includes(new Date(`${value}T12:00:00Z`).getUTCDay()), messages.dateWeekend),
      // A visitor trial booked 24 and 25 December, 1 and 6 January and was thanked each time.
      whenFilled((value) => publicHoliday(value) !== undefined, messages.dateHoliday),
      // A year typed wrong (2062 for 2026) is not a request the clinic can answer.
      whenFilled((value) => value > latestDate(today), messages.dateTooFar),
    ],
    time: [
      required(messages.timeRequired),
      {
        fails: (value, values) => {
          const type = typeOf(values)
          return !blank(value) && type !== undefined && !timeSlots(type.opens, type.closes, type.minutes).includes(value)
        },
        message: messages.timeUnavailable,
      },
      {
        fails: (value, values) => minutesNow !== undefined && values.date === today && /^\d{1,2}:\d{2}$/.test(value) && toMinutes(value) <= minutesNow,
        message: messages.timePast,
      },
    ],
    // Optional, but when written it must say something (settles the spec's conflict).
    message: [messageTooShort, messageTooLong],
  }
}

/** The first failing rule of every field, as "Label: message". */
export function validate(rules: Partial<Record<FieldName, Rule[]>>, values: Values): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, fieldRules] of Object.entries(rules) as [FieldName, Rule[]][]) {
    const value = values[field] ?? ''
    const failed = fieldRules.find((rule) => rule.fails(value, values))
    if (failed) errors[field] = failed.message
  }
  return errors
}

/** The minutes since the visitor's own midnight. */
export function localMinutes(now = new Date()): number {
  return now.getHours() * 60 + now.getMinutes()
}

/** The latest date the booking form takes: a year from `today` ("YYYY-MM-DD"). */
export function latestDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  // 29 February goes to 1 March of the next year.
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10)
}

/** Today's date as "YYYY-MM-DD" in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
