import { SEARCH_LOADING } from '../../../lib/search/searchLoading.ts'

/**
 * <SiteSearch /> on /szukaj: the search form and the place for its results.
 * With JavaScript, searchStart.client.ts searches for the page's ?q=… and
 * fills the list, counting the results aloud (role="status"); without it the
 * page says so, and the site map below lists every page.
 */
export function SiteSearch() {
  return (
    <div className="search-page" data-search-page="">
      {/* biome-ignore lint/a11y/useSemanticElements: as the header's form (HeaderSearch.tsx) */}
      <form className="search-page__form" role="search" method="get" aria-label="Czego szukasz?">
        <label className="field__label" htmlFor="szukana-fraza">
          Czego szukasz?
        </label>
        <div className="search-page__row">
          <input id="szukana-fraza" className="search-page__input" type="search" name="q" autoComplete="off" spellCheck={false} enterKeyHint="search" />
          <button className="cta cta--primary search-page__submit" type="submit">
            Szukaj
          </button>
        </div>
      </form>
      <p className="only-without-script search-page__noscript">
        Wyszukiwarka działa tylko z włączoną obsługą JavaScriptu w przeglądarce. Bez niej wszystkie strony serwisu znajdziesz w mapie strony poniżej,
        pogrupowane w działy.
      </p>
      {/* Until the script comes (about 10 s on a slow phone, the box still empty): then it says what it found. */}
      <p className="search-page__count needs-script" role="status">
        {SEARCH_LOADING}
      </p>
      <ol className="search-results needs-script" id="wyniki-wyszukiwania" />
    </div>
  )
}
