import { travelVaccinePrice } from '../../../lib/data/travelVaccinePrice.ts'
import { vaccines } from '../../../lib/data/priceData.ts'

/**
 * The vaccines available for travellers, as a multi-column list, each with the price
 * of one dose read from vaccinePrices.yaml (whichever table lists it), so a traveller
 * need not combine the travel, children's and adults' tables (issue 44).
 */
export function TravelVaccines() {
  return (
    <ul className="columns-list">
      {vaccines.travelAvailable.map((name) => (
        <li key={name}>
          {name}: <span className="travel-vaccine__price">{travelVaccinePrice(name)}</span>
        </li>
      ))}
    </ul>
  )
}
