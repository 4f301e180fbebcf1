import { scheduleText, type Schedule } from '../data/scheduleText.ts'

/**
 * A visit type's note from forms.yaml with its hours filled in from
 * clinic.yaml at build time, so no hour is typed twice: {godziny:ID} is that
 * schedule, {godziny-wizyty} the type's own hours. {telefon} stays: the form
 * turns it into a link that dials the clinic.
 */
export function fillVisitNote(note: string, type: { opens: string; closes: string }, hours: readonly Pick<Schedule, 'id' | 'daysText' | 'opens' | 'closes'>[]): string {
  return note.replace(/\{godziny-wizyty\}/g, `w godzinach ${type.opens}–${type.closes}`).replace(/\{godziny:([a-z-]+)\}/g, (placeholder, id: string) => {
    const schedule = hours.find((candidate) => candidate.id === id)
    if (!schedule) throw new Error(`forms.yaml: ${placeholder} — godzin "${id}" nie ma w clinic.yaml`)
    return scheduleText(schedule)
  })
}
