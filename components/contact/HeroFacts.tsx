import { withBase } from '../../lib/build/siteUrl.ts'
import { scheduleDays } from '../../lib/data/clinicFacts.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { DirectionsLink } from './DirectionsLink.tsx'

/**
 * The home page's hero, right of its heading on wide screens: the clinic's
 * name and address and the hours of the visits the booking form offers (the
 * schedules of clinic.yaml with `visitTypes`), so the hero's right half holds
 * facts rather than an empty gradient (issue 42), and nothing a picture or a
 * new sentence would have to claim. The phone, the hotline's hours and the
 * e-mail are in the top bar above it. Hidden on narrower screens
 * (components.css), where the heading and its actions fill the first screen
 * and the same facts follow in the page and its footer.
 */
export function HeroFacts() {
  const { street, postalCode, city, district } = clinic.address
  const booked = clinic.hours.filter((schedule) => schedule.visitTypes?.length)
  return (
    <div className="hero-facts">
      <p className="hero-facts__name">{clinic.name}</p>
      <p className="hero-facts__address">
        {street}, {postalCode} {city}
        {district && ` (${district})`} · <DirectionsLink className="hero-facts__link" />
      </p>
      {booked.length > 0 && (
        <dl>
          {booked.map((schedule) => (
            <div key={schedule.id}>
              <dt>{schedule.label}</dt>
              <dd>{scheduleDays(schedule)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="hero-facts__more">
        <a href={withBase('/kontakt')}>Wszystkie godziny i dojazd</a>
      </p>
    </div>
  )
}
