import { closestPage, type KnownPage } from './closestPage.ts'
import { SUGGESTION_SENTENCE } from './suggestionSentence.ts'

const base = import.meta.env.BASE_URL.replace(/\/$/, '')

/**
 * The 404 page's suggestion (PageSuggestion.tsx): the address typed, below the site's base, against the site's
 * pages. '/Kontakt' or '/kontakt.html' goes to /kontakt at once (query and anchor kept, the wrong address not
 * left in the history); '/kontak' shows a link to the page it was meant for.
 */
export function suggestPage(place: HTMLElement): void {
  const pages = JSON.parse(place.dataset.pageSuggestion ?? '[]') as KnownPage[]
  const found = closestPage(location.pathname.slice(base.length) || '/', pages)
  // Said when nothing is near: the page then stays as it is (the browser tests wait for it, not for a time).
  if (!found) {
    place.dataset.checked = ''
    return
  }
  const href = `${base}${found.page.route}`
  // The exact page's own address answered 404 (a page missing from a deploy): say nothing rather than go round.
  if (found.exact && href === location.pathname) return
  if (found.exact) {
    location.replace(`${href}${location.search}${location.hash}`)
    return
  }
  const link = document.createElement('a')
  link.href = href
  link.textContent = found.page.title
  place.replaceChildren(`${SUGGESTION_SENTENCE} `, link, '?')
  place.hidden = false
}
