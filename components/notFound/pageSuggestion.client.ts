import { addressWords, closestPage, type KnownPage } from './closestPage.ts'
import { SEARCH_SENTENCE, SUGGESTION_SENTENCE } from './suggestionSentence.ts'

const base = import.meta.env.BASE_URL.replace(/\/$/, '')

/**
 * The 404 page's suggestion (PageSuggestion.tsx): the address typed, below the site's base, against the site's
 * pages. '/Kontakt' or '/kontakt.html' goes to /kontakt at once (query and anchor kept, the wrong address not
 * left in the history); '/kontak' shows a link to the page it was meant for; an address near no page, a link
 * to the site search for its words ('/pl/szczepienia-dla-podroznych').
 */
export function suggestPage(place: HTMLElement): void {
  const pages = JSON.parse(place.dataset.pageSuggestion ?? '[]') as KnownPage[]
  const path = location.pathname.slice(base.length) || '/'
  const found = closestPage(path, pages)
  const href = found && `${base}${found.page.route}`
  // The exact page's own address answered 404 (a page missing from a deploy): no going round, only the search.
  if (found?.exact && href !== location.pathname) {
    location.replace(`${href}${location.search}${location.hash}`)
    return
  }
  const words = addressWords(path)
  if (found && !found.exact) say(place, SUGGESTION_SENTENCE, href!, found.page.title, '?')
  // No page near: the site search, with the address's words, if it has any.
  else if (words) say(place, SEARCH_SENTENCE, `${place.dataset.search}?${new URLSearchParams({ q: words })}`, `„${words}”`, '.')
  // Said when done: the browser tests wait for it, not for a time.
  place.dataset.checked = ''
}

/** Shows the hidden place as `before`, a link, `after`: the page's title or the words, as text. */
function say(place: HTMLElement, before: string, href: string, text: string, after: string): void {
  const link = document.createElement('a')
  link.href = href
  link.textContent = text
  place.replaceChildren(`${before} `, link, after)
  place.hidden = false
}
