/**
 * What a search says while its script and index are on their way: the header's panel (searchBox.client.ts)
 * and /szukaj's line, written into the page (components/mdx/SiteSearch), which the script replaces.
 */
export const SEARCH_LOADING = 'Wczytywanie wyszukiwarki…'
