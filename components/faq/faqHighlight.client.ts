/** How long a question stays highlighted after a quick link (spec section 9). */
export const FAQ_HIGHLIGHT_MS = 2000

/**
 * The FAQ quick links: jump to the question, highlight it for 2 s and move
 * focus to it, so keyboard and screen-reader users land there too. Plain
 * anchors do the jump without JavaScript.
 */
export function initFaqHighlight(): void {
  const links = document.querySelector('[data-faq-links]')
  if (!links) return
  links.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]')
    const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)))
    if (!target) return
    event.preventDefault()
    history.pushState(null, '', link.hash)
    target.setAttribute('tabindex', '-1')
    target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
    target.classList.add('faq-highlight')
    setTimeout(() => target.classList.remove('faq-highlight'), FAQ_HIGHLIGHT_MS)
  })
}
