// The menu's behaviour, without React so that pages without islands ship
// almost no JavaScript. The markup works without it (CSS :hover and
// :focus-within); this adds what CSS cannot do. Pattern after Starlight's
// <starlight-menu-button> and the WAI-ARIA disclosure navigation example.

import { siteIds } from '../../lib/content/reservedIds.ts'

/** How long a dropdown stays open after the pointer leaves it (spec section 9). */
export const DROPDOWN_CLOSE_DELAY_MS = 150

/** Where the menu is the slide-in panel: the same query as renderer/styles/header.css. */
const MOBILE_QUERY = '(max-width: 79.99em)'

export function initSiteMenu(): void {
  document.documentElement.classList.add('js')
  initDropdowns()
  initMobileMenu()
}

function initDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLElement>('.dropdown')]
  const timers = new Map<HTMLElement, number>()
  const toggleOf = (dropdown: HTMLElement) => dropdown.querySelector<HTMLButtonElement>('.dropdown__toggle')!

  const setOpen = (dropdown: HTMLElement, open: boolean) => {
    window.clearTimeout(timers.get(dropdown))
    if (open) for (const other of dropdowns) if (other !== dropdown) setOpen(other, false)
    toggleOf(dropdown).setAttribute('aria-expanded', String(open))
  }
  const isOpen = (dropdown: HTMLElement) => toggleOf(dropdown).getAttribute('aria-expanded') === 'true'
  const hoverEnabled = () => !window.matchMedia(MOBILE_QUERY).matches

  // A press (a finger or a mouse button) moves the focus before its click lands. Closing the dropdown on that
  // focusout moved the items below it up, and the click landed beside the item it aimed at: with a submenu
  // open, every other tap in the phone's menu did nothing (a phone trial). A press closes it through the
  // document's click below; focusout closes it for the keyboard. A touch gives its focus change after
  // pointerup, just before the click, so the press lasts until the click (or a key).
  let pressing = false
  document.addEventListener('pointerdown', () => (pressing = true), true)
  document.addEventListener('click', () => (pressing = false), true)
  document.addEventListener('keydown', () => (pressing = false), true)

  for (const dropdown of dropdowns) {
    const toggle = toggleOf(dropdown)
    toggle.addEventListener('click', () => setOpen(dropdown, !isOpen(dropdown)))
    dropdown.addEventListener('mouseenter', () => {
      if (hoverEnabled()) setOpen(dropdown, true)
    })
    dropdown.addEventListener('mouseleave', () => {
      if (!hoverEnabled()) return
      timers.set(
        dropdown,
        window.setTimeout(() => setOpen(dropdown, false), DROPDOWN_CLOSE_DELAY_MS),
      )
    })
    dropdown.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen(dropdown)) return
      event.stopPropagation()
      setOpen(dropdown, false)
      toggle.focus()
    })
    dropdown.addEventListener('focusout', (event) => {
      if (!pressing && !dropdown.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false)
    })
  }
  document.addEventListener('click', (event) => {
    for (const dropdown of dropdowns) if (!dropdown.contains(event.target as Node)) setOpen(dropdown, false)
  })
}

function initMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle')
  const nav = document.getElementById(siteIds.menu)
  if (!toggle || !nav) return
  const root = document.documentElement
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'

  const setOpen = (open: boolean, { restoreFocus = false } = {}) => {
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', open ? 'Zamknij menu' : 'Otwórz menu')
    // The class locks page scrolling (overflow: hidden) and slides the menu in.
    root.classList.toggle('menu-open', open)
    if (open) nav.querySelector<HTMLElement>('a, button')?.focus()
    else if (restoreFocus) toggle.focus()
  }

  toggle.addEventListener('click', () => setOpen(!isOpen()))
  document.addEventListener('click', (event) => {
    const target = event.target as Node
    if (isOpen() && !nav.contains(target) && !toggle.contains(target)) setOpen(false)
  })
  // Any link in the menu navigates somewhere (maybe an anchor on this page): close.
  nav.addEventListener('click', (event) => {
    if (isOpen() && (event.target as Element).closest('a')) setOpen(false)
  })
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return
    if (event.key === 'Escape') setOpen(false, { restoreFocus: true })
    else if (event.key === 'Tab') keepFocusInside(event, [toggle, ...focusables(nav)])
  })
  // Back/forward cache may restore a page with the menu open; wider screens have no toggle.
  window.addEventListener('pageshow', () => setOpen(false))
  window.matchMedia(MOBILE_QUERY).addEventListener('change', (event) => {
    if (!event.matches) setOpen(false)
  })
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.offsetParent !== null)
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent, elements: HTMLElement[]): void {
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
