import { labTests } from '../../../lib/data/priceData.ts'
import { clinic, synonyms } from '../../../lib/data/siteData.ts'
import { island } from '../../islands/island.tsx'
import LabPriceSearch from '../../prices/LabPriceSearch.island.tsx'
import { withBase } from '../../../lib/build/siteUrl.ts'
import { SEARCH_ROUTE } from '../../../lib/search/searchIndexData.ts'

const LabPriceSearchIsland = island('prices/LabPriceSearch', LabPriceSearch)

/** <LabPriceTable /> in MDX: the one laboratory price table, on /badania-laboratoryjne and /cennik. */
export function LabPriceTable() {
  return (
    <LabPriceSearchIsland
      categories={labTests.categories}
      synonyms={synonyms.map(({ words, finds }) => ({ words, finds }))}
      phone={clinic.phone.number}
      siteSearch={withBase(SEARCH_ROUTE)}
    />
  )
}
