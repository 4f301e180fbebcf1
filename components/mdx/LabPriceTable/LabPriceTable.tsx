import { labTests } from '../../../lib/data/priceData.ts'
import { clinic } from '../../../lib/data/siteData.ts'
import { island } from '../../islands/island.tsx'
import LabPriceSearch from '../../prices/LabPriceSearch.island.tsx'

const LabPriceSearchIsland = island('prices/LabPriceSearch', LabPriceSearch)

/** <LabPriceTable /> in MDX: the one laboratory price table, on /badania-laboratoryjne and /cennik. */
export function LabPriceTable() {
  return <LabPriceSearchIsland categories={labTests.categories} phone={clinic.phone.number} />
}
