import { pluralPl } from './pluralPl.ts'

// How the facts of content/data/clinic.yaml read inside Polish text: the one
// place their wording is made, for the components and the FAQ's plain text.

/** A schedule of content/data/clinic.yaml, as much as a sentence needs. */
export interface Schedule {
  id: string
  daysText: string
  /** e.g. "poniedziałek–piątek" */
  daysLabel: string
  label: string
  note?: string
  opens: string
  closes: string
}

/** "we wtorki w godzinach 15:00–18:00": how a schedule reads inside a sentence (<OpeningTime id>, notes in forms.yaml). */
export const scheduleText = (schedule: Pick<Schedule, 'daysText' | 'opens' | 'closes'>) =>
  `${schedule.daysText} w godzinach ${schedule.opens}–${schedule.closes}`

/** "poniedziałek–piątek, 16:00–20:00": how a schedule reads in a list of hours (<Hours />). */
export const scheduleDays = (schedule: Pick<Schedule, 'daysLabel' | 'opens' | 'closes'>) => `${schedule.daysLabel}, ${schedule.opens}–${schedule.closes}`

/**
 * "Punkt szczepień: poniedziałek–piątek, 16:00–20:00 (także w wybrane soboty...); czas wizyty: ...; przyjmuje: ...":
 * one line of <Hours /> as plain text; `details` are the visit lengths and names <Hours /> shows.
 */
export const scheduleLine = (
  schedule: Pick<Schedule, 'label' | 'daysLabel' | 'opens' | 'closes' | 'note'>,
  details: { lengths?: string; staff?: string[] } = {},
) =>
  `${schedule.label}: ${scheduleDays(schedule)}${schedule.note ? ` (${schedule.note})` : ''}${details.lengths ? `; czas wizyty: ${details.lengths}` : ''}${
    details.staff?.length ? `; ${receives(details.staff.length).toLowerCase()}: ${details.staff.join(', ')}` : ''
  }`

/** "Przyjmuje" before one person, "Przyjmują" before several: the verb agrees with the list that follows. */
export const receives = (people: number) => (people > 1 ? 'Przyjmują' : 'Przyjmuje')

/**
 * A data label ("Szczepienie", "Konsultacja PrEP") as it stands inside a
 * sentence: its first letter lower-case, unless the first word is an
 * abbreviation ("COVID-19", "PrEP"), whose capitals belong to it.
 */
export const midSentence = (label: string) =>
  /^\p{Lu}[\p{Lu}\d]/u.test(label) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(label.split(/\s/)[0] ?? '') ? label : label.charAt(0).toLowerCase() + label.slice(1)

/** A schedule's visits and people, as clinic.yaml names them (ids of forms.yaml and team.yaml). */
export interface ScheduleDetails {
  visitTypes?: readonly string[]
  visitMinutes?: number
  staff?: readonly string[]
}

/**
 * "Szczepienie 15 min, Medycyna podróży 30 min" or "50 min": how long a visit
 * in these hours takes, from forms.yaml for the booking form's types (so each
 * length is typed once) or from the schedule's own `visitMinutes`.
 */
export function visitLengths(schedule: ScheduleDetails, visitTypes: readonly { value: string; label: string; minutes: number }[]): string | undefined {
  const types = (schedule.visitTypes ?? []).map((value) => visitTypes.find((type) => type.value === value)).filter((type) => type !== undefined)
  if (types.length === 1) return `${types[0]!.minutes} min`
  if (types.length > 1) return types.map((type) => `${midSentence(type.label)} ${type.minutes} min`).join(', ')
  return schedule.visitMinutes ? `${schedule.visitMinutes} min` : undefined
}

/** The people of team.yaml who see patients in these hours, in the schedule's order. */
export function scheduleStaff<T extends { id: string }>(schedule: ScheduleDetails, members: readonly T[]): T[] {
  return (schedule.staff ?? []).map((id) => members.find((member) => member.id === id)).filter((member) => member !== undefined)
}

/** "parking na 10 samochodów, w tym 2 miejsca dla osób z niepełnosprawnościami" (<Parking />). */
export const parkingText = ({ spaces, accessible }: { spaces: number; accessible: number }) =>
  `parking na ${spaces} ${pluralPl(spaces, ['samochód', 'samochody', 'samochodów'])}, w tym ${accessible} ${pluralPl(accessible, ['miejsce', 'miejsca', 'miejsc'])} dla osób z niepełnosprawnościami`

/**
 * A text from a data file with the clinic's facts filled in at build time, so
 * none is typed twice: {godziny:ID} is that schedule of clinic.yaml, {parking}
 * the parking, and `extra` any placeholder of the caller's. {telefon} stays:
 * the component turns it into a link that dials the clinic (TextWithPhone).
 */
export function fillFacts(
  text: string,
  facts: { hours: readonly Pick<Schedule, 'id' | 'daysText' | 'opens' | 'closes'>[]; parking?: { spaces: number; accessible: number } },
  extra: Record<string, string> = {},
): string {
  return text.replace(/\{([a-z-]+)(?::([a-z-]+))?\}/g, (placeholder, name: string, id: string | undefined) => {
    if (name === 'godziny' && id) {
      const schedule = facts.hours.find((candidate) => candidate.id === id)
      if (!schedule) throw new Error(`${placeholder}: godzin "${id}" nie ma w clinic.yaml`)
      return scheduleText(schedule)
    }
    if (name === 'parking' && facts.parking) return parkingText(facts.parking)
    return extra[name] ?? placeholder
  })
}
