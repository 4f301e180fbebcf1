import { services } from '../../../lib/data/serviceData.ts'

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
