// A schedule's days are chosen once in the editor (1 = Monday … 7 = Sunday); the
// Polish words the pages show are made from them here, so a set of days is
// never typed three times (issue 27).

const nominative = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela']
const genitive = ['poniedziałku', 'wtorku', 'środy', 'czwartku', 'piątku', 'soboty', 'niedzieli']
/** "we wtorki", "w środy": the plural with its preposition, for a day that repeats every week. */
const everyWeek = ['w poniedziałki', 'we wtorki', 'w środy', 'w czwartki', 'w piątki', 'w soboty', 'w niedziele']

/** Runs of consecutive days, e.g. [1,2,3,5] → [[1,3],[5,5]]. */
function runs(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  const result: [number, number][] = []
  for (const day of sorted) {
    const last = result.at(-1)
    if (last && day === last[1] + 1) last[1] = day
    else result.push([day, day])
  }
  return result
}

/** "a, b i c" */
const joinPl = (parts: string[], and = 'i') => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`)

/** "poniedziałek–piątek", "wtorek", "poniedziałek, środa i piątek": the days as a list of hours shows them. */
export function daysLabel(days: readonly number[]): string {
  const parts = runs(days).flatMap(([from, to]) =>
    to - from >= 2 ? [`${nominative[from - 1]}–${nominative[to - 1]}`] : Array.from({ length: to - from + 1 }, (_, index) => nominative[from - 1 + index]!),
  )
  return joinPl(parts)
}

/** "od poniedziałku do piątku", "we wtorki", "w poniedziałki i środy": the days inside a sentence. */
export function daysText(days: readonly number[]): string {
  const ranges: string[] = []
  const single: number[] = []
  for (const [from, to] of runs(days)) {
    if (to - from >= 2) ranges.push(`od ${genitive[from - 1]} do ${genitive[to - 1]}`)
    else for (let day = from; day <= to; day++) single.push(day)
  }
  // "w poniedziałki i środy": one preposition for the singles, as Polish says it.
  const singles = single.length ? [joinPl(single.map((day, index) => (index === 0 ? everyWeek[day - 1]! : everyWeek[day - 1]!.replace(/^we? /, ''))))] : []
  return joinPl([...ranges, ...singles], 'oraz')
}

/** The days' short Polish names for the editor's boxes. */
export const weekdayNames = nominative

/** A schedule with its days' words added (what clinic.yaml's schema gives every reader). */
export const withDayWords = <S extends { days: readonly number[] }>(schedule: S) => ({
  ...schedule,
  daysLabel: daysLabel(schedule.days),
  daysText: daysText(schedule.days),
})

/**
 * clinic.yaml's hours as written, with the days' words added where the days are
 * a list: for readers of the raw file (the check, the pages' placeholders) that
 * must work even when another field of the file is wrong.
 */
export function rawHoursWithDayWords(hours: readonly unknown[]): unknown[] {
  return hours.map((schedule) => {
    const days = (schedule as { days?: unknown } | null)?.days
    return Array.isArray(days) && days.every((day) => typeof day === 'number') ? { ...(schedule as object), ...withDayWords({ days }) } : schedule
  })
}
