import { labTests } from '../../lib/data/priceData.ts'
import { synonyms } from '../../lib/data/siteData.ts'
import { createLabSearch } from '../../lib/search/labSearch.ts'

// What the browser tests search for in the lab price table, taken from
// labTests.yaml so that they hold for any catalogue the clinic keeps. The
// search's own rules (diacritics, typos) are tested on the frozen site in
// tests/unit/labSearch.test.ts; here the page must show what the library finds.

export const allTests = labTests.categories.flatMap((group) => group.items.map((item) => ({ ...item, category: group.title })))
export const labSearch = createLabSearch(allTests, synonyms)

/** The first test of the catalogue: its name in lower case is the query, its category the one to pick. */
export const probe = (() => {
  const item = allTests[0]!
  return { name: item.name, query: item.name.toLowerCase(), category: item.category }
})()

/** The names the page must list for a query (and a category), in order. */
export const expectedNames = (query: string, category: string | null = null) => labSearch.search(query, category).map((item) => item.name)
