import { withBase } from '../../lib/build/siteUrl'
import { allContentPages } from '../../lib/content/contentPages'
import { SEARCH_ROUTE } from '../../lib/search/searchIndexData'
import type { KnownPage } from './closestPage'

/**
 * On the 404 page, the place where pageSuggestion.client.ts names the page a mistyped address was meant for
 * ('Czy chodziło Ci o stronę Kontakt?'), or goes there at once when only the letters' case or an ending differ.
 * With no page close enough, it offers the site search for the address's words. Hidden until then: without
 * JavaScript the 404 page says what it said before.
 */
export function PageSuggestion() {
  const pages: KnownPage[] = allContentPages().map((page) => ({ route: page.route, title: page.frontmatter.title }))
  // The sentence is written where the page is known (a link without its text would be an empty link here).
  // The search page's address comes from here: imported there, it would share a chunk with the site search's.
  return <p data-page-suggestion={JSON.stringify(pages)} data-search={withBase(SEARCH_ROUTE)} hidden />
}
