/**
 * The 404 page's question before the link to the page a mistyped address meant (pageSuggestion.client.ts).
 * scripts/pageJavaScript.ts knows the 404 page's own chunk by it: no other page fetches that chunk.
 */
export const SUGGESTION_SENTENCE = 'Czy chodziło Ci o stronę'

/** Before the link to the site search for the words of an address near no page (pageSuggestion.client.ts). */
export const SEARCH_SENTENCE = 'Poszukaj na stronie:'
