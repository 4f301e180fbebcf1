import { onPageChange } from './onPageChange.ts'
import { parse } from 'yaml'
import type { CmsField } from '../cmsFields.ts'
import { frontmatterPattern } from '../../content/splitFrontmatter.ts'
import { failedChanges, quietChanges, type CheckLine, type FailedChange, type GitHubGet } from './checkReasons.ts'
import { drawQuietBadges, hasUnbadgedCard, quietBadgeStyles, type QuietState } from './quietBadges.ts'
import { namedField } from './fieldAtLine.ts'
import { revealField } from './revealField.ts'
import { escapeHtml as escape } from '../../security/escapeHtml.ts'
import { cardName, cardOf } from './boardCard.ts'

/**
 * The check's reason on the board (issue 43). A card on the board 'Obieg
 * redakcyjny' whose required check failed wears the CMS's badge 'Sprawdzenie
 * wykryło błędy' and nothing more; this adds, inside that card, the check's
 * lines read from its run on GitHub (checkReasons.ts): each names the field in
 * the form's words, links to it (the entry opens at that field, revealField.ts),
 * and says the problem and the fix; the file and line stand beside it, as on GitHub. The CMS draws the
 * board (Svelte): the failed cards are those with the badge
 * `.deploy-status-badge.error`, named as boardCard.ts names cards;
 * tests/e2e/adminPublishing.test.ts fails if a new CMS version changes that.
 * Read with the editor's own token (the CMS keeps it in localStorage, key
 * `sveltia-cms.user`) from api.github.com, which /admin/'s policy allows.
 */

/** The part of admin/config.yml read here. */
interface CmsConfigFile {
  backend?: { name?: string; repo?: string; api_root?: string; preview_context?: string }
  collections?: {
    name: string
    folder?: string
    extension?: string
    fields?: CmsField[]
    files?: { name: string; label: string; file: string; fields: CmsField[] }[]
  }[]
}

/** Where a file of the repository is edited: its entry's address in the editor, its form's fields, its name on the board. */
interface EntryOf {
  collection: string
  entry: string
  fields: CmsField[]
  /** A data file's label; a page's is its title, read from its text. */
  label?: string
}

const BOARD = /^#\/workflow(?:[/?]|$)/
const SECTION = 'data-check-reasons'
/** How soon a failed look-up (no token, no answer) is tried again, while the board keeps changing. */
const RETRY_MS = 30_000
/**
 * How often the board's cards with no badge of the CMS are asked about (passed, or a save whose check has not
 * started). Each look-up is one request for the open changes and one per change (their runs, read once for both
 * lists: `once` below): with five changes, about 1,400 requests an hour of an open board, of GitHub's 5,000.
 */
const QUIET_MS = 15_000

export function entryOf(config: CmsConfigFile, file: string): EntryOf | undefined {
  for (const collection of config.collections ?? []) {
    const dataFile = collection.files?.find((each) => each.file === file)
    if (dataFile) return { collection: collection.name, entry: dataFile.name, fields: dataFile.fields, label: dataFile.label }
    const extension = `.${collection.extension ?? 'md'}`
    if (collection.folder && file.startsWith(`${collection.folder}/`) && file.endsWith(extension)) {
      const entry = file.slice(collection.folder.length + 1, -extension.length)
      if (!entry.includes('/')) return { collection: collection.name, entry, fields: collection.fields ?? [] }
    }
  }
  return undefined
}

/** The file of a change's entry (`cms/<collection>/<entry>`). */
function fileOf(config: CmsConfigFile, change: Pick<FailedChange, 'collection' | 'entry'>): string | undefined {
  const collection = config.collections?.find((each) => each.name === change.collection)
  const dataFile = collection?.files?.find((each) => each.name === change.entry)
  if (dataFile) return dataFile.file
  return collection?.folder ? `${collection.folder}/${change.entry}.${collection.extension ?? 'md'}` : undefined
}

/** A page's title, as its card names it (the collection's `identifier_field`). */
function titleOf(text: string): string | undefined {
  const block = frontmatterPattern.exec(text)?.[1]
  try {
    const title = block ? (parse(block) as { title?: unknown } | null)?.title : undefined
    return typeof title === 'string' ? title : undefined
  } catch {
    return undefined
  }
}

/** The lines of one change, with the fields they name and the addresses of their entries. */
export interface ShownLine extends CheckLine {
  /** The field's labels from the top of the form ([] when the line is outside every field). */
  field: string[]
  /** The entry's address in the editor, e.g. '#/collections/dane/entries/priceList'. */
  href?: string
  /** The field's key path in the entry's form, e.g. 'categories.0.items.0.note' ('' for none). */
  keyPath?: string
}

/** Each line with its field and entry, reading the files it names at the change's head. */
export async function placeLines(get: GitHubGet, config: CmsConfigFile, change: FailedChange): Promise<{ label?: string; lines: ShownLine[] }> {
  const texts = new Map<string, Promise<string | undefined>>()
  const text = (file: string) => {
    if (!texts.has(file)) texts.set(file, fileAt(get, config, change.head)(file))
    return texts.get(file)!
  }
  const lines = await Promise.all(
    change.lines.map(async (line): Promise<ShownLine> => {
      const entry = entryOf(config, line.file)
      if (!entry) return { ...line, field: [] }
      const source = await text(line.file)
      // A data file's field is named as everywhere else in the editor (the preview's list of changes, the check's lines).
      const { labels, keyPath, named } =
        source === undefined ? { labels: [], keyPath: '', named: false } : namedField(line.file, entry.fields, source, line.line, line.column)
      return {
        ...line,
        field: named ? labels : [...(entry.label ? [entry.label] : []), ...labels],
        href: `#/collections/${entry.collection}/entries/${entry.entry}`,
        ...(keyPath ? { keyPath } : {}),
      }
    }),
  )
  const label = await changeLabel(config, change, text)
  return { ...(label ? { label } : {}), lines }
}

/** The name on a change's card: its data file's label, or its page's title read at the change's head (`text`). */
async function changeLabel(
  config: CmsConfigFile,
  change: Pick<FailedChange, 'collection' | 'entry'>,
  text: (file: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const own = fileOf(config, change)
  const ownEntry = own ? entryOf(config, own) : undefined
  return ownEntry?.label ?? (own ? titleOf((await text(own)) ?? '') : undefined)
}

/** A file at commit `head`, or undefined when GitHub does not give it. */
const fileAt = (get: GitHubGet, config: CmsConfigFile, head: string) => (file: string) =>
  get(`/repos/${config.backend!.repo}/contents/${file.split('/').map(encodeURIComponent).join('/')}?ref=${head}`, { raw: true }).then(
    (answer) => String(answer),
    () => undefined,
  )

/**
 * The check's messages start as the compiler's do, in lower case ('słowo „Najlepsza” …'), and end without a stop
 * ('…bez ocen'); on a line of their own, as a sentence.
 */
const sentence = (text: string) => `${text.charAt(0).toLocaleUpperCase('pl')}${text.slice(1)}${/[.!?…]$/.test(text) ? '' : '.'}`

/** The section added to a failed change's card. */
export function reasonsHtml(change: FailedChange, lines: readonly ShownLine[]): string {
  const items = lines.map((line) => {
    const where = line.field.length > 0 ? line.field.join(' › ') : line.file
    const field = line.keyPath ? ` data-key-path="${escape(line.keyPath)}"` : ''
    const place = line.href ? `<a href="${escape(line.href)}"${field}>${escape(where)}</a>` : escape(where)
    const kind = line.error ? '' : '<span class="check-reasons__kind">uwaga: </span>'
    const docs = line.docs ? ` <a href="${escape(line.docs)}" target="_blank" rel="noopener noreferrer">Opis reguły</a>` : ''
    // Paragraphs, not a list: the card is itself an item of the board's list, and its own items would be counted with the cards.
    return `<p class="check-reasons__line">${place}<br>${kind}${escape(sentence(line.message))}${docs} <span class="check-reasons__file">(${escape(line.file)}, wiersz ${line.line})</span></p>`
  })
  const github = (words: string) => `<a href="${escape(change.runUrl)}" target="_blank" rel="noopener noreferrer">${words}</a>`
  const notes: string[] = []
  if (lines.length === 0)
    notes.push(
      `Sprawdzenie nie wskazało błędu w treści strony, więc zwykle nie jest to błąd we wpisie: daj znać programiście (${github('raport sprawdzenia na GitHubie')}).`,
    )
  else if (change.cut) notes.push(`GitHub przechowuje tylko część wierszy raportu; wszystkie są w ${github('raporcie sprawdzenia na GitHubie')}.`)
  else if (change.otherLines > 0)
    notes.push(
      `Sprawdzenie zgłosiło też coś poza treścią strony (${github('raport sprawdzenia na GitHubie')}): jeśli zostanie po poprawkach, daj znać programiście.`,
    )
  else notes.push(`To samo jest w ${github('raporcie sprawdzenia na GitHubie')}.`)
  const heading = lines.length === 0 ? 'Dlaczego sprawdzenie nie przeszło' : 'Co poprawić, zanim zmiana trafi na stronę'
  return `<p class="check-reasons__heading">${heading}:</p>${items.join('')}<p class="check-reasons__note">${notes.join(' ')}</p>`
}

const styles = `
[${SECTION}] { margin: 6px 0 0; padding: 6px 8px; border-top: 1px solid var(--sui-error-border-color, #c00); font-size: var(--sui-font-size-small, 13px); line-height: 1.4; color: var(--sui-primary-foreground-color, inherit); white-space: normal; cursor: auto; }
[${SECTION}] .check-reasons__line { margin: 4px 0 6px; }
[${SECTION}] a { color: var(--sui-primary-accent-color-text, #0645ad); text-decoration: underline; }
.check-reasons__heading { margin: 0; font-weight: 600; color: var(--sui-error-foreground-color, #a00); }
.check-reasons__file, .check-reasons__note, .check-reasons__kind { color: var(--sui-secondary-foreground-color, #555); }
.check-reasons__note { margin: 4px 0 0; }
`

/** The editor's GitHub token, when it signed in to GitHub (Sveltia CMS 0.221 keeps it under `sveltia-cms.user`). */
function githubToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: unknown; backendName?: unknown } | null
    return user?.backendName === 'github' && typeof user.token === 'string' ? user.token : undefined
  } catch {
    return undefined
  }
}

/** The cards of the board whose check failed, by the name on their `.summary` button. */
function failedCards(): Map<string, HTMLElement> {
  const cards = new Map<string, HTMLElement>()
  for (const badge of document.querySelectorAll('.deploy-status-badge.error')) {
    const card = cardOf(badge)
    const name = cardName(card)
    if (card && name) cards.set(name, card)
  }
  return cards
}

/** Starts following the board: `configUrl` is admin/config.yml, as the CMS reads it. */
export function showCheckReasons(configUrl: string): void {
  let config: Promise<CmsConfigFile | undefined> | undefined
  let running = false
  let lastTry = 0
  /** Each failed change's section, by the head commit its check ran on (read once per commit). */
  const known = new Map<string, { label?: string; html: string }>()
  /** The sections of the changes that failed at the last look-up, by the name on their cards. */
  let current = new Map<string, { head: string; html: string }>()
  /** The changes with no badge of the CMS at the last look-up (passed, or not started), by the name on their cards. */
  let quiet = new Map<string, QuietState>()
  /** The names on the cards of pages' changes, by collection, entry and head (a page's title is read at its head). */
  const labels = new Map<string, Promise<string | undefined>>()
  let lastQuiet = 0
  let nextQuiet: ReturnType<typeof setTimeout> | undefined

  const github =
    (token: string, apiRoot: string): GitHubGet =>
    async (path, options) => {
      const answer = await fetch(`${apiRoot}${path}`, {
        headers: { Authorization: `token ${token}`, Accept: options?.raw ? 'application/vnd.github.raw+json' : 'application/vnd.github+json' },
        cache: 'no-store',
      })
      if (!answer.ok) throw new Error(`GitHub ${answer.status} for ${path}`)
      return options?.raw ? answer.text() : answer.json()
    }

  /** Removes the sections of cards that no longer failed; the failed cards still without one. */
  const tidy = (): Map<string, HTMLElement> => {
    const cards = failedCards()
    const failed = new Set(cards.values())
    for (const section of document.querySelectorAll<HTMLElement>(`[${SECTION}]`)) if (!failed.has(cardOf(section)!)) section.remove()
    return new Map([...cards].filter(([, card]) => !card.querySelector(`[${SECTION}]`)))
  }

  /** Draws the last look-up's sections into the failed cards that have none; whether every failed card has one. */
  const draw = (): boolean => {
    const bare = tidy()
    for (const [name, card] of bare) {
      const reasons = current.get(name)
      if (!reasons) continue
      const added = document.createElement('section')
      added.setAttribute(SECTION, reasons.head)
      added.setAttribute('aria-label', 'Wynik sprawdzenia')
      added.innerHTML = reasons.html
      // The card is draggable: dragging from the text would move the card instead of selecting the words.
      added.draggable = false
      added.addEventListener('dragstart', (event) => event.preventDefault())
      card.append(added)
      bare.delete(name)
    }
    return bare.size === 0
  }

  const refresh = async () => {
    const token = githubToken()
    if (!token) return
    config ??= fetch(configUrl, { cache: 'no-store' })
      .then((answer) => answer.text())
      .then((text) => parse(text) as CmsConfigFile)
      .catch(() => undefined)
    const read = await config
    const backend = read?.backend
    if (!read || backend?.name !== 'github' || !backend.repo || !backend.preview_context) return
    const fetched = github(token, (backend.api_root ?? 'https://api.github.com').replace(/\/$/, ''))
    // One look-up asks GitHub each thing once: both lists read the open changes and their runs.
    const once = new Map<string, Promise<unknown>>()
    const get: GitHubGet = (path, options) => {
      const key = `${options?.raw ? 'raw ' : ''}${path}`
      if (!once.has(key)) once.set(key, fetched(path, options))
      return once.get(key)!
    }
    lastQuiet = Date.now()
    const [changes, quietOnes] = await Promise.all([
      failedChanges(get, backend.repo, backend.preview_context),
      quietChanges(get, backend.repo, backend.preview_context),
    ])
    const states = new Map<string, QuietState>()
    for (const change of quietOnes) {
      const key = `${change.collection}/${change.entry}@${change.head}`
      if (!labels.has(key)) labels.set(key, changeLabel(read, change, fileAt(get, read, change.head)))
      const label = await labels.get(key)
      if (label) states.set(label, change.state)
    }
    quiet = states
    const found = new Map<string, { head: string; html: string }>()
    for (const change of changes) {
      if (!known.has(change.head)) {
        const { label, lines } = await placeLines(get, read, change)
        known.set(change.head, { ...(label ? { label } : {}), html: reasonsHtml(change, lines) })
      }
      const { label, html } = known.get(change.head)!
      if (label) found.set(label, { head: change.head, html })
    }
    current = found
  }

  const tick = () => {
    if (!BOARD.test(location.hash)) return
    drawQuietBadges(quiet)
    if (running) return
    // A card that failed and has no section yet (a new failure, or the board drawn again): the reasons are read anew,
    // so a change saved and failed again never shows its earlier lines. A card without a badge of the CMS (passed, or
    // saved a moment ago: its badge is this project's) is asked about again every few seconds while the board is in
    // view, as the CMS asks about those it badges: a check that started and passed, or a new save, changes it.
    const failedBare = tidy().size > 0 && Date.now() - lastTry >= RETRY_MS
    const quietAsked = hasUnbadgedCard() && document.visibilityState === 'visible'
    const quietDue = quietAsked && Date.now() - lastQuiet >= QUIET_MS
    // Nothing on the board need change meanwhile: the next look-up is also set by the clock.
    clearTimeout(nextQuiet)
    if (quietAsked && !quietDue) nextQuiet = setTimeout(tick, lastQuiet + QUIET_MS - Date.now() + 50)
    if (!failedBare && !quietDue) return
    running = true
    refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false
        // A card still without its reasons (no token, no answer, a change of another tool) is asked about again later.
        lastTry = draw() ? 0 : Date.now()
        drawQuietBadges(quiet)
        tick()
      })
  }
  // Back on the board from a form: what was known of the changes may be before a save; nothing stale is shown.
  window.addEventListener('hashchange', () => {
    if (!BOARD.test(location.hash)) return
    quiet = new Map()
    lastQuiet = 0
  })

  const style = document.createElement('style')
  style.textContent = styles + quietBadgeStyles
  document.head.append(style)
  onPageChange(tick)
  window.addEventListener('hashchange', tick)
  // A line's link opens its entry (its address) and then the field in it: the rows on the way, the cursor in it.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`[${SECTION}] a[data-key-path]`) : null
      if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      revealField(new URL(link.href).hash, link.dataset.keyPath!)
    },
    true,
  )
}
