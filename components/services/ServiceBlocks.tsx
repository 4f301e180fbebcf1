import { serviceAnchor } from '../../lib/content/rowAnchors.ts'
import type { ReactNode } from 'react'
import { services } from '../../lib/data/serviceData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { MdxLink } from '../ui/MdxLink.tsx'

/** The rehabilitation service cards: title, price, description, features. */
export function RehabilitationServices() {
  return (
    <ul className="cards">
      {services.rehabilitation.map((service) => (
        <li key={service.title} id={serviceAnchor(service.title)} className="card service-card">
          <h3 className="card__title">{service.title}</h3>
          <p className="service-card__price">{service.price}</p>
          <p>{service.description}</p>
          <ul className="service-card__features">
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

/** The external rehabilitation booking page, marked as opening elsewhere. */
export function RehabilitationBookingLink({ children }: { children: ReactNode }) {
  return (
    <a className="cta cta--secondary" href={clinic.rehabilitationBookingUrl} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (zewnętrzny serwis rezerwacji, otwiera się w nowej karcie)</span>
    </a>
  )
}

/** The six PrEP indications of spec section 9. */
export function PrepIndications() {
  return (
    <ul className="indications">
      {services.prep.indications.map((indication) => (
        <li key={indication}>{indication}</li>
      ))}
    </ul>
  )
}

/** The social-education foundation under whose patronage PrEP visits run. */
export function Patronage() {
  return <strong>{services.prep.patronage}</strong>
}

type Figures = (typeof services)['prep']['hivFigures']

/** The figures on new HIV infections in Poland, from services.yaml (<HivFigures /> on /prep). */
export function HivFigures() {
  return <HivFiguresText figures={services.prep.hivFigures} />
}

/**
 * The figures' sentence, then their year and source only when typed: a figure
 * is never given a year or an origin that nobody has checked.
 */
export function HivFiguresText({ figures }: { figures: Figures }) {
  const { statement, year, source, sourceUrl } = figures
  return (
    <>
      <p>{statement}</p>
      {source && (
        <p className="source-note">
          {year && `Dane za rok ${year}. `}
          Źródło: {sourceUrl ? <MdxLink href={sourceUrl}>{source}</MdxLink> : source}.
        </p>
      )}
    </>
  )
}
