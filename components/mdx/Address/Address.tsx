import { clinic } from '../../../lib/data/siteData'

/** The street address on one line: "ul. Przykładowa 12, 00-950 Warszawa". */
export function Address() {
  const { street, postalCode, city } = clinic.address
  return (
    <span className="address">
      {street}, {postalCode} {city}
    </span>
  )
}
