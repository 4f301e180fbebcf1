import { vaccinePrices } from '../../../lib/data/priceData.ts'

/** <PsoNote /> inside a paragraph: the national programme's vaccines are free at the child's POZ clinic; the same note the price tables show (vaccinePrices.yaml). */
export function PsoNote() {
  if (!vaccinePrices.psoNote) throw new Error('content/data/vaccinePrices.yaml nie ma pola psoNote (szczepienia obowiązkowe z Programu Szczepień Ochronnych)')
  return <>{vaccinePrices.psoNote}</>
}
