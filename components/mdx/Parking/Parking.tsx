import { parkingText } from '../../../lib/data/clinicFacts.ts'
import { clinic } from '../../../lib/data/siteData.ts'

/** <Parking /> inside a sentence: "parking na 10 samochodów, w tym 2 miejsca dla osób z niepełnosprawnościami", from clinic.yaml. */
export function Parking() {
  return <>{parkingText(clinic.parking)}</>
}
