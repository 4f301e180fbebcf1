import Fuse from 'fuse.js'
import { normalise } from './normalise.ts'

/** Shorter queries match too many names by accident; they use the substring rule only. */
const MIN_FUZZY_LENGTH = 5

export interface LabTest {
  name: string
  price: string
  category: string
}

export interface LabSearch {
  /** Tests matching `query` within `category` (null = all), in catalogue order for substring matches. */
  search(query: string, category: string | null): LabTest[]
}

/**
 * The laboratory price search. Every test whose name contains the query,
 * ignoring case (the spec's rule) and diacritics, comes first in catalogue
 * order; then fuse.js adds close matches, so a typo ("morfologja") still
 * finds "Morfologia".
 */
export function createLabSearch(tests: readonly LabTest[]): LabSearch {
  const entries = tests.map((test, index) => ({ test, index, key: normalise(test.name) }))
  // Fuzzy matching is for typos in short queries: a low threshold keeps unrelated names out.
  const fuse = new Fuse(entries, { keys: ['key'], threshold: 0.3, ignoreLocation: true, minMatchCharLength: 2 })

  return {
    search(query, category) {
      const inCategory = (entry: (typeof entries)[number]) => category === null || entry.test.category === category
      const wanted = normalise(query.trim())
      if (wanted === '') return entries.filter(inCategory).map((entry) => entry.test)
      const exact = entries.filter((entry) => inCategory(entry) && entry.key.includes(wanted))
      const found = new Set(exact.map((entry) => entry.index))
      const fuzzy =
        wanted.length < MIN_FUZZY_LENGTH
          ? []
          : fuse
              .search(wanted)
              .map((result) => result.item)
              .filter((entry) => inCategory(entry) && !found.has(entry.index))
      return [...exact, ...fuzzy].map((entry) => entry.test)
    },
  }
}
