import { teamMember } from '../../lib/data/serviceData.ts'

/** One person from content/data/team.yaml: name, role, bio and scope of work (`specializations`). */
export function Specialist({ id }: { id: string }) {
  const person = teamMember(id)
  return (
    <article className="person-card" aria-labelledby={`osoba-${id}`}>
      <h3 id={`osoba-${id}`} className="person-card__name">
        {person.name}
      </h3>
      <p className="person-card__role">{person.role}</p>
      <p>{person.bio}</p>
      <p className="person-card__specializations">
        <span className="visually-hidden">Zakres pracy: </span>
        {person.specializations.join(' · ')}
      </p>
    </article>
  )
}

/** Several people, e.g. a programme's staff: <Staff ids={["a", "b"]} />. */
export function Staff({ ids }: { ids: string[] }) {
  return (
    <div className="staff">
      {ids.map((id) => (
        <Specialist key={id} id={id} />
      ))}
    </div>
  )
}
