/** How long a question stays highlighted after a quick link (spec section 9). */
export const FAQ_HIGHLIGHT_MS = 2000

/** Where the site search leaves the anchor of the result it opens (components/search/searchBox.client.ts). */
const ARRIVAL_KEY = 'szukaj-podswietl'

/**
 * The FAQ quick links: jump to the question, highlight it for 2 s and move
 * focus to it, so keyboard and screen-reader users land there too. Plain
 * anchors do the jump without JavaScript. A result of the site search opens
 * its row, question or section with the same highlight.
 */
export function initFaqHighlight(): void {
  highlightArrival()
  const links = document.querySelector('[data-faq-links]')
  if (!links) return
  links.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]')
    const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)))
    if (!target) return
    event.preventDefault()
    history.pushState(null, '', link.hash)
    target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
    highlight(target, { afterScroll: true })
  })
}

/**
 * Highlights `target` for 2 s. After a quick link the page scrolls there smoothly, about a second on a
 * phone: the 2 s count from when the page stands still (a visitor saw the highlight for only one), or at
 * once where nothing scrolls or the browser does not say when a scroll ends.
 */
function highlight(target: HTMLElement, { afterScroll = false } = {}): void {
  target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  target.classList.add('faq-highlight')
  const fade = () => {
    window.removeEventListener('scrollend', fade)
    setTimeout(() => target.classList.remove('faq-highlight'), FAQ_HIGHLIGHT_MS)
  }
  if (!afterScroll || !('onscrollend' in window)) {
    fade()
    return
  }
  let scrolling = false
  window.addEventListener('scroll', () => (scrolling = true), { once: true })
  window.addEventListener('scrollend', fade)
  // Already in place: no scroll starts, so no scroll ends.
  setTimeout(() => {
    if (!scrolling) fade()
  }, 150)
}

/** Called by the site search before it opens `url`: the page there highlights the element its anchor names. */
export function markForHighlight(url: string): void {
  try {
    sessionStorage.setItem(ARRIVAL_KEY, decodeURIComponent(url.split('#')[1] ?? ''))
  } catch {
    // Storage refused (private mode): the page opens at its anchor, without the highlight.
  }
}

/** The element a search result opened, on this page or (a result on the same page) after the jump. */
function highlightArrival(): void {
  const check = () => {
    let wanted: string | null
    try {
      wanted = sessionStorage.getItem(ARRIVAL_KEY)
      if (wanted !== null) sessionStorage.removeItem(ARRIVAL_KEY)
    } catch {
      return
    }
    const target = wanted && decodeURIComponent(location.hash.slice(1)) === wanted ? document.getElementById(wanted) : null
    if (target) highlight(target)
  }
  check()
  window.addEventListener('hashchange', check)
}
