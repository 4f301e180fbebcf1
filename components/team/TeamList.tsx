import { team } from '../../lib/data/serviceData.ts'

/** Everyone in content/data/team.yaml: name, role, specialisations, achievements. */
export function TeamList() {
  return (
    <ul className="team-list">
      {team.members.map((person) => (
        <li key={person.id} className="person-card">
          <h2 className="person-card__name" id={person.id}>
            {person.name}
          </h2>
          <p className="person-card__role">{person.role}</p>
          <p>{person.bio}</p>
          <h3 className="person-card__heading">Specjalizacje</h3>
          <ul>
            {person.specializations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {person.achievements.length > 0 && (
            <>
              <h3 className="person-card__heading">Osiągnięcia</h3>
              <ul>
                {person.achievements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
