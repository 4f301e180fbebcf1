import { allContentPages } from '../../lib/content/contentPages'
import type { KnownPage } from './closestPage'

/**
 * On the 404 page, the place where pageSuggestion.client.ts names the page a mistyped address was meant for
 * ('Czy chodziło Ci o stronę Kontakt?'), or goes there at once when only the letters' case or an ending differ.
 * Hidden until then: without JavaScript, or with no page close enough, the 404 page says what it said before.
 */
export function PageSuggestion() {
  const pages: KnownPage[] = allContentPages().map((page) => ({ route: page.route, title: page.frontmatter.title }))
  // The sentence is written where the page is known (a link without its text would be an empty link here).
  return <p data-page-suggestion={JSON.stringify(pages)} hidden />
}
