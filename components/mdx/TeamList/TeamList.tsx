import { withBase } from '../../../lib/build/siteUrl'
import { team } from '../../../lib/data/serviceData.ts'
import { photoLimits } from '../../../lib/schemas/photoField.ts'
import { PersonHours } from '../Specialist/Specialist.tsx'
import { TilesEnd } from '../../layout/TilesEnd.tsx'

/**
 * Everyone in content/data/team.yaml: name, photo (when there is one), role, scope of work, achievements. The data field
 * is `specializations` (spec section 3), but its items are not all medical specialisations,
 * so the page calls it 'Zakres pracy'.
 */
export function TeamList() {
  return (
    <>
      <ul className="team-list">
        {team.members.map((person) => (
          <li key={person.id} className="person-card">
            <h2 className="person-card__name" id={person.id}>
              {person.name}
            </h2>
            {person.photo && (
              // Lazy: a phone loads only the photos near the screen. The box's size is set, so nothing moves when one arrives.
              <img
                className="person-card__photo"
                src={withBase(person.photo)}
                alt={person.photoAlt}
                width={photoLimits.shown.width}
                height={photoLimits.shown.height}
                loading="lazy"
                decoding="async"
              />
            )}
            <p className="person-card__role">{person.role}</p>
            <p>{person.bio}</p>
            <PersonHours id={person.id} />
            <h3 className="person-card__heading">Zakres pracy</h3>
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
      <TilesEnd />
    </>
  )
}
