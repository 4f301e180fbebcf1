import { services } from '../../../lib/data/serviceData.ts'

/** The social-education foundation under whose patronage PrEP visits run. */
export function Patronage() {
  return <strong>{services.prep.patronage}</strong>
}
