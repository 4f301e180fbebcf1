import { serviceAnchor } from '../../../lib/content/rowAnchors.ts'
import { services } from '../../../lib/data/serviceData.ts'
import { TilesEnd } from '../../layout/TilesEnd.tsx'

/** The rehabilitation service cards: title, price, description, features. */
export function RehabilitationServices() {
  return (
    <>
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
      <TilesEnd />
    </>
  )
}
