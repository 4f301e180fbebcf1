import { midSentence, scheduleDays } from '../../../lib/data/clinicFacts.ts'
import { teamMember } from '../../../lib/data/serviceData.ts'
import { clinic } from '../../../lib/data/siteData.ts'

/**
 * The hours of clinic.yaml in which this person sees patients (`staff`), e.g.
 * "wtorek, 15:00–18:00 (konsultacje lekarskie)": the days first, the schedule's
 * label after them mid-sentence ("Przyjmuje: Konsultacje lekarskie: wtorek"
 * read as two colons and a capital in the middle of a sentence).
 */
export function personHours(id: string): string[] {
  return clinic.hours.filter((schedule) => schedule.staff?.includes(id)).map((schedule) => `${scheduleDays(schedule)} (${midSentence(schedule.label)})`)
}

/** When the person sees patients, from the hours in clinic.yaml (nothing when none name them). */
export function PersonHours({ id }: { id: string }) {
  const hours = personHours(id)
  if (hours.length === 0) return null
  return <p className="person-card__hours">Godziny przyjęć: {hours.join('; ')}</p>
}

/** One person from content/data/team.yaml: name, role, bio, hours and scope of work (`specializations`). */
export function Specialist({ id }: { id: string }) {
  const person = teamMember(id)
  return (
    <article className="person-card" aria-labelledby={`osoba-${id}`}>
      <h3 id={`osoba-${id}`} className="person-card__name">
        {person.name}
      </h3>
      <p className="person-card__role">{person.role}</p>
      <p>{person.bio}</p>
      <PersonHours id={id} />
      <p className="person-card__specializations">
        <span className="visually-hidden">Zakres pracy: </span>
        {person.specializations.join(' · ')}
      </p>
    </article>
  )
}
