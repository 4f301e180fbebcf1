import type { Synonym } from '../schemas/synonymsSchema.ts'

/**
 * The address of the search page (content/szukaj.mdx with <SiteSearch />): the header's search form on
 * every page opens it, so the check requires it (lib/check/rules/strona-wyszukiwania.ts).
 */
export const SEARCH_ROUTE = '/szukaj'

/** The index's file in the built site, beside the pages: fetched by components/search/searchBox.client.ts on first use. */
export const SEARCH_INDEX_FILE = 'search-index.json'

/** What a result says it is: a price row, an FAQ question, a page's section, a person of the team, the clinic's hours or address. */
export type SearchKind = 'Cena' | 'Pytanie' | 'Strona' | 'Osoba' | 'Kontakt'

/** One thing the site search can find, with the address that opens the page at it. */
export interface SearchRecord {
  kind: SearchKind
  title: string
  /** The page's address inside the site, without the base, with its anchor: /cennik#cena-konsultacja-lekarska */
  url: string
  text: string
  /** The page (and table) it is on; empty for a page's own first result. */
  where: string
  price?: string
}

/** The index file the build writes (search-index.json): the records, the clinic's synonyms and its phone for "Brak wyników". */
export interface SearchIndexData {
  records: SearchRecord[]
  synonyms: Synonym[]
  phone: string
}
