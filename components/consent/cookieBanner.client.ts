import { ALL_ACCEPTED, DEFAULT_PREFERENCES, saveChoice, type Category, type Consent, type Preferences } from '../../lib/consent/consentCookies.ts'

/**
 * Puts the banner that CookieBanner.tsx rendered at build time (inside the
 * <template> `mount`) on the page and brings it to life, without React: a
 * first visit to a page without islands downloads no framework for it.
 * 'Dostosuj' and the X of the detail view switch views; every choice is
 * stored with saveChoice (which also tells the map and analytics) and removes
 * the banner.
 */
export function showCookieBanner(mount: HTMLTemplateElement): void {
  const banner = mount.content.firstElementChild as HTMLElement | null
  if (!banner) return
  const heading = banner.querySelector('h2')!
  const close = banner.querySelector<HTMLButtonElement>('.cookie-banner__close')!
  const views = banner.querySelectorAll<HTMLElement>('[data-view]')
  let detail = false

  const switchView = () => {
    detail = !detail
    for (const view of views) view.hidden = !view.hidden
    // The heading and the X serve both views: swap in the other view's text.
    const title = heading.textContent!
    heading.textContent = heading.dataset.other!
    heading.dataset.other = title
    const label = close.getAttribute('aria-label')!
    close.setAttribute('aria-label', close.dataset.other!)
    close.dataset.other = label
    focusHeading(heading)
  }
  // While the banner is up (up to half a phone's screen) the page keeps room for it below its end, and
  // scrolling to a focused link stops above it: the footer's last lines can be read and nothing a
  // keyboard reaches is hidden under it (WCAG 2.4.11). The room is from the banner's top to the window's
  // foot (on wider screens it floats 1 rem up), measured again as its size changes (view, zoom).
  const room = new ResizeObserver(() =>
    document.documentElement.style.setProperty(BANNER_ROOM, `${Math.max(0, window.innerHeight - banner.getBoundingClientRect().top)}px`),
  )
  // Where focus last was in the page (a field being typed in, or nowhere when the banner came): a choice made in
  // the banner gives it back (returnFocus), so Tab and a screen reader go on in the page, not from its top.
  let before = document.activeElement
  const remember = (event: FocusEvent) => {
    if (!banner.contains(event.target as Node)) before = event.target as Element
  }
  document.addEventListener('focusin', remember)
  const choose = (consent: Consent) => {
    saveChoice(consent, consent === 'accepted' ? ALL_ACCEPTED : consent === 'rejected' ? DEFAULT_PREFERENCES : chosen(banner))
    const focusInBanner = banner.contains(document.activeElement)
    document.removeEventListener('focusin', remember)
    banner.remove()
    if (focusInBanner) returnFocus(before)
    room.disconnect()
    document.documentElement.style.removeProperty(BANNER_ROOM)
  }

  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button')
    if (!button) return
    if (button.getAttribute('role') === 'switch') {
      button.setAttribute('aria-checked', String(button.getAttribute('aria-checked') !== 'true'))
    } else if (button.dataset.choice) {
      choose(button.dataset.choice as Consent)
    } else if (button === close && !detail) {
      // In the simple view the X rejects every optional category.
      choose('rejected')
    } else {
      // 'Dostosuj' (the only other button), or the X of the detail view.
      switchView()
    }
  })
  mount.after(banner)
  room.observe(banner)
  focusHeading(heading)
}

/** The banner's height while it is on the page (renderer/styles/components.css gives the page that room). */
const BANNER_ROOM = '--cookie-banner-room'

/**
 * Moves focus into the banner when it appears or changes view, unless the
 * visitor is busy elsewhere (typing in a form, say). A focused element that
 * has just been hidden (the 'Dostosuj' that was pressed) counts as nowhere:
 * the browser would drop its focus at the next frame. Nothing is trapped.
 */
function focusHeading(heading: HTMLElement): void {
  const active = document.activeElement
  if (!active || active === document.body || active.closest('[hidden]')) heading.focus()
}

/**
 * After a choice, focus goes back to the last place it had in the page while
 * the banner was up, or, when it was nowhere (the banner took it), to the
 * page's main content, which the skip link targets too. Without scrolling: the
 * visitor stays where they read.
 */
function returnFocus(before: Element | null): void {
  const target = before instanceof HTMLElement && before !== document.body && before.isConnected ? before : document.querySelector('main')
  target?.focus({ preventScroll: true })
}

/** The detail view's switches as preferences (necessary is always on). */
function chosen(banner: HTMLElement): Preferences {
  const preferences: Preferences = { ...DEFAULT_PREFERENCES }
  for (const toggle of banner.querySelectorAll<HTMLElement>('[role="switch"]')) {
    preferences[toggle.dataset.category as Exclude<Category, 'necessary'>] = toggle.getAttribute('aria-checked') === 'true'
  }
  return preferences
}
