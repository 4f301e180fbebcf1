import { siteIds } from '../../lib/content/reservedIds.ts'
import { SEARCH_LOADING } from '../../lib/search/searchLoading.ts'

/** What a visitor does to the field that means "I am about to search". */
const FIRST_USE = ['focusin', 'pointerdown'] as const

/**
 * The only part of the site search every page carries (a few hundred bytes):
 * it loads the search (searchBox.client.ts, with MiniSearch) and its index
 * when the field is first focused or touched, never before, and makes the
 * phone's magnifier open the field. On /szukaj with a query in the address it
 * loads them at once: the visitor came to see results.
 */
export function startSiteSearch(): void {
  const input = document.getElementById(siteIds.searchInput) as HTMLInputElement | null
  const form = input?.form
  const page = document.querySelector<HTMLElement>('[data-search-page]')
  const status = page?.querySelector('[role="status"]')
  const query = new URLSearchParams(location.search).get('q')
  // /szukaj with no query loads nothing until the field is used: the page does not say it is loading until then.
  if (status && !query) status.textContent = ''
  let loading: Promise<void> | undefined
  const load = () => {
    if (status && !loading) status.textContent = SEARCH_LOADING
    // A failed load (the network gone a moment) is tried again at the next use, not remembered.
    loading ??= import('./searchBox.client.ts')
      .then(({ attachSearch }) => attachSearch({ input, page }))
      .catch((error: unknown) => {
        loading = undefined
        console.error(error)
      })
    return loading
  }
  for (const element of [form, page]) {
    if (!element) continue
    for (const type of FIRST_USE) element.addEventListener(type, () => void load(), { passive: true })
  }
  if (page && query) void load()
  // A visitor who went to the field before this script arrived is already using it (and may have typed).
  if (input && (document.activeElement === input || page?.contains(document.activeElement))) void load()
  if (input && form) initToggle(input, form)
}

/** The magnifier on phones: a link to /szukaj without JavaScript, a button that opens the field with it. */
function initToggle(input: HTMLInputElement, form: HTMLFormElement): void {
  const toggle = document.querySelector<HTMLAnchorElement>('.search-toggle')
  if (!toggle) return
  const root = document.documentElement
  form.id ||= 'szukaj-formularz'
  toggle.setAttribute('role', 'button')
  toggle.setAttribute('aria-expanded', 'false')
  toggle.setAttribute('aria-controls', form.id)
  const setOpen = (open: boolean) => {
    root.classList.toggle('search-open', open)
    toggle.setAttribute('aria-expanded', String(open))
    if (open) input.focus()
  }
  toggle.addEventListener('click', (event) => {
    event.preventDefault()
    setOpen(!root.classList.contains('search-open'))
  })
  // A button is pressed with Space too.
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return
    event.preventDefault()
    toggle.click()
  })
  form.addEventListener('keydown', (event) => {
    // The field's own Escape closes the suggestions first (searchBox.client.ts); then the panel.
    if (event.key !== 'Escape' || event.defaultPrevented || !root.classList.contains('search-open')) return
    setOpen(false)
    toggle.focus()
  })
  document.addEventListener('click', (event) => {
    const target = event.target as Node
    if (root.classList.contains('search-open') && !form.contains(target) && !toggle.contains(target)) setOpen(false)
  })
  window.addEventListener('pageshow', () => setOpen(false))
}
