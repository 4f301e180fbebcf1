import { siteIds } from '../../lib/content/reservedIds.ts'
import { displayPhone, telHref } from '../../lib/data/format.ts'
import { pluralPl } from '../../lib/data/pluralPl.ts'
import { SEARCH_INDEX_FILE, type SearchIndexData } from '../../lib/search/searchIndexData.ts'
import { createSiteSearch, type SiteSearch, type SiteSearchHit, type TextPart } from '../../lib/search/siteSearch.ts'
import { markForHighlight } from '../faq/faqHighlight.client.ts'
import { keepResultsPlace } from './keepResultsPlace.client.ts'
import { SEARCH_LOADING } from '../../lib/search/searchLoading.ts'

const RESULTS: [string, string, string] = ['wynik', 'wyniki', 'wyników']
/** Suggestions under the header's field; /szukaj lists more. */
const BOX_LIMIT = 8
const PAGE_LIMIT = 50

const base = import.meta.env.BASE_URL.replace(/\/$/, '')
/** The index the build writes beside the pages (lib/vite/contentPlugin.ts), fetched once, when the search is first used. */
const INDEX_URL = `${base}/${SEARCH_INDEX_FILE}`

let ready: Promise<{ search: SiteSearch; phone: string }> | undefined
/** Whether the index has arrived: until then the header's panel says it is loading (a slow phone waited 9 s on an empty panel). */
let loaded = false
function loadIndex() {
  ready ??= fetch(INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${INDEX_URL}: ${response.status}`)
      return response.json() as Promise<SearchIndexData>
    })
    .then((data) => {
      loaded = true
      return { search: createSiteSearch(data), phone: data.phone }
    })
  // Not kept when it failed: the next keystroke asks again.
  ready.catch(() => (ready = undefined))
  return ready
}

const NOT_LOADED = 'Nie udało się wczytać wyszukiwarki. Sprawdź połączenie z internetem i wpisz słowo jeszcze raz.'

/** A line of the header's panel in place of suggestions: the index could not be fetched, or is on its way. */
function panelLine(text: string): Node {
  const line = document.createElement('p')
  line.className = 'search-empty__title'
  line.textContent = text
  return line
}

/** "Znaleziono 3 wyniki."; when fewer are `shown` than found, it says so (/szukaj lists the best 50). */
export function countText(count: number, shown = count): string {
  if (count === 0) return 'Brak wyników.'
  const found = `Znaleziono ${count} ${pluralPl(count, RESULTS)}`
  return shown < count ? `${found}; poniżej ${shown} najlepiej pasujących.` : `${found}.`
}

/**
 * What the results are when no record has every word typed: for the others than the words the site has nowhere,
 * or for some of the words. 'badanie okresowe' listed lab tests for 'badanie', and a visitor took a urine test's
 * 14 zł for the price of a periodic examination. Empty when the results have every word.
 */
export function partialText({ missing, partial }: { missing: readonly string[]; partial: boolean }): string {
  if (missing.length > 0) {
    const quoted = missing.map((word) => `„${word}”`).join(', ')
    return `Nie znaleźliśmy ${missing.length === 1 ? 'słowa' : 'słów'} ${quoted}; wyniki są dla pozostałych słów.`
  }
  return partial ? 'Żaden wynik nie ma wszystkich wpisanych słów naraz; poniżej wyniki z częścią z nich.' : ''
}

/**
 * The site search, loaded on first use (searchStart.client.ts): the header's
 * field becomes a WAI-ARIA combobox with a list of suggestions (arrows move,
 * Enter opens, Escape closes), and /szukaj lists the results of its query.
 */
export async function attachSearch({ input, page }: { input: HTMLInputElement | null; page: HTMLElement | null }): Promise<void> {
  if (input) attachCombobox(input)
  if (page) await attachPage(page)
}

function attachCombobox(input: HTMLInputElement): void {
  const form = input.form!
  const panel = document.createElement('div')
  panel.className = 'site-search__panel'
  panel.hidden = true
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  const list = document.createElement('ul')
  list.id = siteIds.searchList
  list.className = 'site-search__list'
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', 'Podpowiedzi wyszukiwania')
  // Above the suggestions, where a phone shows it: the results' words when not all were found (partialText).
  const note = document.createElement('p')
  note.className = 'site-search__note'
  note.hidden = true
  const footer = document.createElement('p')
  footer.className = 'site-search__footer'
  panel.append(note, list, footer)
  form.append(status, panel)
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', list.id)

  let hits: SiteSearchHit[] = []
  let active = -1
  let shownFor = ''
  const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')]
  const setActive = (index: number) => {
    active = index
    options().forEach((option, position) => option.setAttribute('aria-selected', String(position === index)))
    const option = options()[index]
    if (option) {
      input.setAttribute('aria-activedescendant', option.id)
      option.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }
  const close = () => {
    panel.hidden = true
    input.setAttribute('aria-expanded', 'false')
    setActive(-1)
  }
  const open = () => {
    if (list.childElementCount === 0 && footer.childElementCount === 0) return
    panel.hidden = false
    input.setAttribute('aria-expanded', 'true')
  }

  const update = async () => {
    const query = input.value.trim()
    if (!loaded && query !== '') {
      // The index is on its way (its first use, on a slow network): say so where the suggestions will be.
      list.replaceChildren()
      footer.replaceChildren(panelLine(SEARCH_LOADING))
      open()
    }
    let index: Awaited<ReturnType<typeof loadIndex>>
    try {
      index = await loadIndex()
    } catch {
      if (input.value.trim() !== query) return
      // Offline or the file missing: say so where the suggestions would be; Enter still opens /szukaj.
      list.replaceChildren()
      footer.replaceChildren(panelLine(NOT_LOADED))
      status.textContent = NOT_LOADED
      open()
      return
    }
    const { search, phone } = index
    if (input.value.trim() !== query) return // typed on meanwhile: the newer call shows its own
    shownFor = query
    list.replaceChildren()
    footer.replaceChildren()
    active = -1
    input.removeAttribute('aria-activedescendant')
    if (query === '') {
      status.textContent = ''
      close()
      return
    }
    const found = search.results(query, BOX_LIMIT)
    hits = found.hits
    hits.forEach((hit, index) => {
      const option = document.createElement('li')
      option.id = `${siteIds.searchList}-${index}`
      option.setAttribute('role', 'option')
      option.setAttribute('aria-selected', 'false')
      option.className = 'search-hit search-hit--option'
      option.append(...hitParts(hit))
      nameParts(option, option.id)
      // mousedown, not click: the field keeps focus, and the list is not closed by the blur first.
      option.addEventListener('mousedown', (event) => event.preventDefault())
      option.addEventListener('click', () => go(hit))
      list.append(option)
    })
    if (hits.length === 0)
      footer.append(
        ...noResults(search.suggestions(query), phone, (word) => {
          input.value = word
          void update()
        }),
      )
    else footer.append(allResultsLink(query))
    note.textContent = partialText(found)
    note.hidden = note.textContent === ''
    status.textContent = [countText(found.total), partialText(found)].filter(Boolean).join(' ')
    open()
  }

  input.addEventListener('input', () => void update())
  input.addEventListener('focus', () => {
    if (input.value.trim() !== '' && input.value.trim() === shownFor) open()
    else if (input.value.trim() !== '') void update()
  })
  input.addEventListener('keydown', (event) => {
    const count = options().length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (panel.hidden) open()
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count)
    } else if (event.key === 'Enter' && active >= 0 && !panel.hidden) {
      event.preventDefault()
      go(hits[active]!)
    } else if (event.key === 'Escape' && !panel.hidden) {
      // Tells the phone's panel (searchStart.client.ts) that this Escape was used.
      event.preventDefault()
      close()
    }
  })
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close()
  })
  // Typed before the search arrived: show it now.
  if (input.value.trim() !== '' && document.activeElement === input) void update()
}

async function attachPage(page: HTMLElement): Promise<void> {
  const form = page.querySelector('form')!
  const field = form.querySelector('input')!
  const status = page.querySelector<HTMLElement>('[role="status"]')!
  const list = page.querySelector<HTMLOListElement>('.search-results')!
  const show = async (query: string) => {
    let index: Awaited<ReturnType<typeof loadIndex>>
    try {
      index = await loadIndex()
    } catch {
      status.textContent = NOT_LOADED
      return
    }
    const { search, phone } = index
    list.replaceChildren()
    page.querySelector('.search-page__empty')?.remove()
    status.classList.remove('visually-hidden')
    if (query.trim() === '') {
      status.textContent = ''
      return
    }
    const found = search.results(query, PAGE_LIMIT)
    const { hits, total } = found
    status.textContent = [countText(total, hits.length), partialText(found)].filter(Boolean).join(' ')
    // With nothing found the message below says 'Brak wyników.' with what to do: the count is for screen readers only.
    status.classList.toggle('visually-hidden', hits.length === 0)
    // An empty list is not announced as 'lista, 0 elementów'.
    list.hidden = hits.length === 0
    for (const [index, hit] of hits.entries()) {
      const item = document.createElement('li')
      const link = document.createElement('a')
      link.className = 'search-hit'
      link.href = `${base}${hit.record.url}`
      link.append(...hitParts(hit))
      // A screen reader names the link by what it is, its title, price and place; the words around the match are
      // its description (the whole result, 20-30 words, was each link's name).
      nameParts(link, `wynik-${index + 1}`)
      link.addEventListener('click', () => markForHighlight(hit.record.url))
      item.append(link)
      list.append(item)
    }
    if (hits.length === 0) {
      const empty = document.createElement('div')
      empty.className = 'search-page__empty'
      empty.append(
        ...noResults(search.suggestions(query), phone, (word) => {
          field.value = word
          void submit()
        }),
      )
      list.after(empty)
    }
  }
  // The address keeps the query as it is typed, not only on Enter: a visitor who opens a result and comes back
  // finds the same results (a phone trial came back to an empty field).
  const remember = (query: string) => {
    const url = new URL(location.href)
    if (query) url.searchParams.set('q', query)
    else url.searchParams.delete('q')
    history.replaceState(history.state, '', url)
  }
  const submit = async () => {
    const query = field.value.trim()
    remember(query)
    await show(query)
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void submit()
  })
  field.addEventListener('input', () => {
    remember(field.value.trim())
    void show(field.value)
  })
  const takePlace = keepResultsPlace()
  const query = new URLSearchParams(location.search).get('q') ?? ''
  if (query && field.value === '') field.value = query
  // Typed before this script came: the address takes it as well.
  else if (field.value.trim() !== query) remember(field.value.trim())
  await show(field.value)
  takePlace()
}

/** Opens a result at its row, question or section, which then lights up for 2 s (the FAQ's highlight). */
function go(hit: SiteSearchHit): void {
  markForHighlight(hit.record.url)
  location.assign(`${base}${hit.record.url}`)
}

/** A result's parts: what it is, its title and price, where it is, and the words around the match. */
function hitParts({ record, context, title }: SiteSearchHit): Node[] {
  const span = (className: string, text: string) => {
    const element = document.createElement('span')
    element.className = className
    element.textContent = text
    return element
  }
  const head = span('search-hit__head', '')
  head.append(span(`search-hit__kind search-hit__kind--${record.kind.toLowerCase()}`, record.kind), marked(span('search-hit__title', ''), title))
  if (record.price) head.append(span('search-hit__price', record.price))
  const parts: Node[] = [head]
  if (record.where) parts.push(span('search-hit__where', record.where))
  const words = marked(span('search-hit__context', ''), context)
  if (words.textContent !== record.title) parts.push(words)
  return parts
}

/** Labels a result (a link, an option) by its head and place, and describes it by its context, giving each part an id from `id`. */
function nameParts(result: HTMLElement, id: string): void {
  const part = (className: string, suffix: string) => {
    const element = result.querySelector<HTMLElement>(`.${className}`)
    if (element) element.id = `${id}-${suffix}`
    return element ? [element.id] : []
  }
  result.setAttribute('aria-labelledby', [...part('search-hit__head', 'nazwa'), ...part('search-hit__where', 'miejsce')].join(' '))
  const context = part('search-hit__context', 'opis')
  if (context.length > 0) result.setAttribute('aria-describedby', context[0]!)
}

/** `element` with the parts' text, the matching words in <mark>. */
function marked(element: HTMLElement, parts: TextPart[]): HTMLElement {
  for (const part of parts) {
    if (part.match) {
      const mark = document.createElement('mark')
      mark.textContent = part.text
      element.append(mark)
    } else element.append(part.text)
  }
  return element
}

/** 'Brak wyników' with the site's closest words and the clinic's phone. */
function noResults(suggestions: string[], phone: string, choose: (word: string) => void): Node[] {
  const title = document.createElement('p')
  title.className = 'search-empty__title'
  title.textContent = 'Brak wyników.'
  // The status beside it says the same words to a screen reader, which read both, one after the other (a
  // helper's recheck): the title is for the eyes, the status for the ears.
  title.setAttribute('aria-hidden', 'true')
  const nodes: Node[] = [title]
  if (suggestions.length > 0) {
    const line = document.createElement('p')
    line.append('Może chodziło o: ')
    suggestions.forEach((word, index) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'search-empty__word'
      button.textContent = word
      button.addEventListener('mousedown', (event) => event.preventDefault())
      button.addEventListener('click', () => choose(word))
      line.append(index > 0 ? ', ' : '', button)
    })
    line.append('?')
    nodes.push(line)
  }
  const call = document.createElement('p')
  call.append('Nie możesz czegoś znaleźć? Zadzwoń: ')
  const link = document.createElement('a')
  link.href = telHref(phone)
  link.textContent = displayPhone(phone)
  call.append(link, '.')
  nodes.push(call)
  return nodes
}

/** The header's way to /szukaj with every result of the query. */
function allResultsLink(query: string): Node {
  const link = document.createElement('a')
  link.href = `${base}/szukaj?q=${encodeURIComponent(query)}`
  link.textContent = 'Wszystkie wyniki'
  return link
}
