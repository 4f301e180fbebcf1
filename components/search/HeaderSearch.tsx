import { withBase } from '../../lib/build/siteUrl'
import { siteIds } from '../../lib/content/reservedIds'
import { SEARCH_ROUTE } from '../../lib/search/searchIndexData'
import { SearchIcon } from './searchIcon'

/**
 * The header's search (issue 45): a real form that opens /szukaj?q=… On wide
 * screens it stands in the top bar; on phones and tablets the magnifier
 * (a link to /szukaj, which works without JavaScript) opens it under the
 * header. Nothing of the search itself is loaded with the page:
 * searchStart.client.ts fetches it when the field is first focused or touched.
 */
export function HeaderSearch() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is read as a search landmark everywhere; <search> is too new for older readers.
    <form className="site-search" role="search" action={withBase(SEARCH_ROUTE)} method="get" aria-label="Szukaj na stronie">
      <label className="visually-hidden" htmlFor={siteIds.searchInput}>
        Szukaj na stronie
      </label>
      <input
        id={siteIds.searchInput}
        className="site-search__input"
        type="search"
        name="q"
        placeholder="Szukaj na stronie"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <button className="site-search__submit" type="submit" aria-label="Szukaj">
        <SearchIcon size={18} />
      </button>
    </form>
  )
}

/** The magnifier on phones and tablets: a link to /szukaj that the page's script turns into the button that opens the field. */
export function SearchToggle() {
  return (
    <a className="search-toggle" href={withBase(SEARCH_ROUTE)} aria-label="Szukaj na stronie">
      <SearchIcon size={22} />
    </a>
  )
}
