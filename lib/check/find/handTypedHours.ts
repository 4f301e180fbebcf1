import { remembered } from '../remembered.ts'

/**
 * Opening hours typed by hand, in the forms Polish people write them:
 * "7:00–11:00", "16.00-20.00", "od 7:00 do 10:30", "w godz. 8–16",
 * "pon.–pt. 7–11", "od poniedziałku do piątku 8–16", "czynne do 19:00".
 * Left alone: what only looks like hours, such as ages ("od 2 do 18 lat"),
 * doses and lab values ("4.00–10.00 tys./µl", "2–3 dawki"), dates ("1.05–30.09":
 * a time written with a dot is only taken at a quarter hour, which no day.month
 * is), prices and Bible-like references ("J 3:16", "Łk 10:25–37").
 */
export interface HandTypedHours {
  /** 0-based index in the line, and the text as typed. */
  index: number
  text: string
  /** For a range, its ends as "H:MM" (e.g. "7:00"), to find the schedule it repeats. */
  opens?: string
  closes?: string
}

const hour = '(?:[01]?\\d|2[0-3])'
/** A time with minutes: "7:30", "16:00", or with a dot at a quarter hour, "16.00". */
const time = `${hour}(?::[0-5]\\d|\\.(?:00|15|30|45))`
/** A time perhaps without minutes: "7", "7:00", "7.00". */
const clock = `${hour}(?::[0-5]\\d|\\.(?:00|15|30|45))?`
const dash = '\\s*[–—-]\\s*'
/** Not part of a longer number before it. */
const start = '(?<![\\d.,:/])'
/** Not part of a longer number after it, and not followed by a unit that makes it a quantity. */
const end =
  '(?![\\d]|[.,:]\\d|\\s*(?:%|‰|zł|pln|eur|€|mmol|mg|µ|ml|l\\b|j\\.|jedn|tys|mln|kg|g\\b|cm|mm|dawk|lat|lata|rok|mies|tyg|dni|dnia|dzie|razy|osób|os\\.|r\\.|cykl|sesj|zabieg|wizyt|godzin|min\\b|minut|h\\b|°))'
const godz = '(?:godz(?:\\.|in[ay]?|inach)?(?:\\s+(?:otwarcia|pracy))?:?\\s*)'
const day =
  '(?:pon(?:iedzia[łl]\\p{L}*)?|pn|wt(?:or\\p{L}*)?|śr(?:od\\p{L}*)?|sr|czw(?:art\\p{L}*)?|pt|pi[ąa]t\\p{L}*|sob(?:ot\\p{L}*)?|nd|niedz(?:iel\\p{L}*)?)\\.?'
/** A Bible-like reference before a number ("J 3:16", "Łk 10:25"): a short capitalised abbreviation. */
const notReference = '(?<!(?:^|[\\s(])[1-3]?\\p{Lu}\\p{Ll}{0,2}\\.?\\s)'

const patterns = [
  // Days and hours: "pon.–pt. 7–11", "od poniedziałku do piątku 8:00–16:00", "sob. 9–13", "w soboty: 9-13".
  new RegExp(
    `(?<!\\p{L})(?:(?:od|we?)\\s+)?${day}(?:${dash}|\\s+do\\s+)?(?:${day})?[,:]?\\s+(?:w\\s+)?${godz}?${start}(${clock})${dash}(${clock})${end}`,
    'giu',
  ),
  // "od 7:00 do 10:30", "od godz. 7 do 11", with minutes on at least one side or the word "godz." before.
  new RegExp(`(?<!\\p{L})od\\s+${godz}?${start}(${time})\\s+do\\s+${godz}?(${clock})${end}`, 'giu'),
  new RegExp(`(?<!\\p{L})od\\s+${godz}?${start}(${clock})\\s+do\\s+${godz}?(${time})${end}`, 'giu'),
  new RegExp(`(?<!\\p{L})od\\s+${godz}${start}(${clock})\\s+do\\s+${godz}?(${clock})${end}`, 'giu'),
  // "w godz. 8–16", "w godzinach 8-16".
  new RegExp(`(?<!\\p{L})${godz}${start}(${clock})${dash}(${clock})${end}`, 'giu'),
  // "7:00–11:00", "16.00-20.00", "7:00 - 11:00".
  new RegExp(`${notReference}${start}(${time})${dash}(${time})${end}`, 'gu'),
  // One end: "czynne do 19:00", "od godz. 16:00".
  new RegExp(`(?<!\\p{L})(?:od|do)\\s+${godz}?${start}(${time})${end}`, 'giu'),
]

const mayHoldHours = /\d(?::[0-5]\d|\.(?:00|15|30|45))|\d\s*[–—-]\s*\d|godz/i

/** "7" → "7:00", "16.00" → "16:00", "07:30" → "7:30": a time as clinic.yaml writes it. */
export const asClockTime = (typed: string) => {
  const [h, m = '00'] = typed.split(/[:.]/)
  return `${Number(h)}:${m}`
}

/** Every stretch of a line that is hours typed by hand (the longest reading of each, none overlapping). */
export function handTypedHours(line: string): readonly HandTypedHours[] {
  // Most lines hold none, and seven patterns are spared: every one of them needs a time with minutes
  // ("7:00", "16.00"), a range of numbers ("8–16") or the word "godz." ("od godz. 7 do 11").
  return mayHoldHours.test(line) ? hoursIn(line) : []
}

// Every line of every page and data file is read on every check, and most are unchanged since the last one.
const hoursIn = remembered(
  (line: string): HandTypedHours[] => {
    const found: HandTypedHours[] = []
    for (const pattern of patterns) {
      for (const match of line.matchAll(pattern)) {
        const text = match[0].trimEnd()
        const index = match.index
        if (found.some((other) => index < other.index + other.text.length && other.index < index + text.length)) continue
        const [, first, second] = match
        found.push({ index, text, ...(second ? { opens: asClockTime(first!), closes: asClockTime(second) } : {}) })
      }
    }
    return found.sort((a, b) => a.index - b.index)
  },
  (line) => ({ text: line }),
  5000,
)
