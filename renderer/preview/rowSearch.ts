import { onPageChange } from '../../lib/cms/preview/onPageChange.ts'
import { pluralPl } from '../../lib/data/pluralPl.ts'
import type { CmsField } from '../../lib/cms/cmsFields.ts'
import { type DataRow, dataRows, distinctRows, findRows, sameRow } from '../../lib/cms/preview/dataRows.ts'
import { firstControl, keepInView } from './keepInView.ts'
import { stepTowards } from '../../lib/cms/preview/revealField.ts'
import { revealWatch, type RevealWatch } from '../../lib/cms/preview/revealWatch.ts'

/** The file that lists the samples still on the site (content/data/samples.yaml). */
const SAMPLES = 'samples.yaml'

/**
 * Rows of the data files in the editor's search (issue 43): Sveltia CMS 0.221
 * finds entries, so 'TSH' gives one result, 'Badania laboratoryjne', which
 * opens the file at the first field that holds the word; a row further down,
 * or the second of two rows that match, cannot be reached from the search.
 * Above the CMS's results, this adds one result per row ('TSH – 35 zł',
 * 'Badania laboratoryjne › Tarczyca'); choosing one opens the file's form,
 * opens the rows it stands in, and puts the cursor in the row's first field.
 * The rows are read from the values the form holds where the preview has seen
 * them, else from the data the CMS holds otherwise than the build, else from
 * the build (`valuesOf`).
 */
export interface RowSearchOptions {
  /** The CMS's collection of the data files (admin/config.yml). */
  collection: string
  /** Each data file's form and label, by file name ('labTests.yaml'). */
  forms: Record<string, CmsField[]>
  labels: Record<string, string>
  valuesOf: (file: string) => unknown
}

export interface RowSearch {
  /** The values a data file's form holds now (its preview was drawn): rows are found in them, and a row chosen opens at its place in them. */
  held: (file: string, values: unknown) => void
}

// The heading by its id: below 768 px the CMS hides the headings of its search results (`.results h3`),
// and ours would go with them, leaving the rows run into the CMS's own results with nothing between.
const styles = `
.row-search{margin:0 0 16px;padding:0 16px}
.row-search h3{font-size:var(--sui-font-size-large,1rem);margin:12px 0 8px}
#row-search-heading{display:block}
.row-search ul{list-style:none;margin:0;padding:0}
.row-search button{display:flex;flex-direction:column;align-items:flex-start;gap:2px;width:100%;text-align:start;padding:8px 12px;border:0;border-bottom:1px solid var(--sui-secondary-border-color,#ccc);background:none;color:inherit;font:inherit;cursor:pointer}
.row-search button:hover{background:var(--sui-hover-background-color,#eef)}
.row-search button:focus-visible{outline:2px solid var(--sui-primary-accent-color,#06c);outline-offset:-2px}
.row-search .where{font-size:var(--sui-font-size-small,.85em);color:var(--sui-secondary-foreground-color,#555)}
`

export function rowSearch({ collection, forms, labels, valuesOf }: RowSearchOptions): RowSearch {
  const held: Record<string, { values: unknown; at: number }> = {}
  // Rows by the values they were read from: the same values are not walked again at each search.
  const read = new WeakMap<object, DataRow[]>()
  const rowsIn = (file: string) => {
    const values = held[file]?.values ?? valuesOf(file)
    if (!values || typeof values !== 'object') return []
    if (!read.has(values)) read.set(values, dataRows(file, labels[file] ?? file, values, forms[file] ?? []))
    return read.get(values)!
  }
  let shown: { terms: string; section: HTMLElement } | undefined
  /** A row chosen, waiting for its file's form (and preview) to be drawn. */
  let opening: { row: DataRow; since: number; watch: RevealWatch; opened: WeakSet<Element> } | undefined

  const style = document.createElement('style')
  style.textContent = styles
  document.head.append(style)

  const termsNow = () => {
    const match = /^#\/search\/(.*)$/.exec(location.hash)
    if (!match) return undefined
    try {
      return decodeURIComponent(match[1]!).trim()
    } catch {
      return match[1]!.trim()
    }
  }

  /** The CMS's search results (its search page's `.results`), where the rows go first. */
  const resultsBox = () => [...document.querySelectorAll('div.results')].find((box) => box.parentElement?.classList.contains('wrapper'))

  function section(terms: string): HTMLElement | undefined {
    // The list of samples names values that stand in the other files: their own rows come first.
    const files = Object.keys(forms).sort((a, b) => Number(a === SAMPLES) - Number(b === SAMPLES))
    const found = files.flatMap((file) => findRows(distinctRows(rowsIn(file)), terms))
    if (found.length === 0) return undefined
    const box = document.createElement('section')
    box.className = 'row-search'
    box.setAttribute('aria-labelledby', 'row-search-heading')
    box.dataset.rowSearch = terms
    const heading = document.createElement('h3')
    heading.id = 'row-search-heading'
    heading.textContent = `Pozycje w danych: ${found.length} ${pluralPl(found.length, ['pozycja', 'pozycje', 'pozycji'])}`
    const list = document.createElement('ul')
    for (const row of found) {
      const item = document.createElement('li')
      const button = document.createElement('button')
      button.type = 'button'
      const summary = document.createElement('span')
      summary.className = 'summary'
      summary.textContent = row.summary
      const where = document.createElement('span')
      where.className = 'where'
      where.textContent = row.trail.join(' › ')
      button.append(summary, where)
      button.addEventListener('click', () => open(row))
      item.append(button)
      list.append(item)
    }
    box.append(heading, list)
    return box
  }

  /** Keeps the rows' results on the search page, for the terms in its address. */
  function update() {
    const terms = termsNow()
    const box = terms ? resultsBox() : undefined
    if (!terms || !box) {
      shown?.section.remove()
      shown = undefined
      return
    }
    if (shown && shown.terms === terms && shown.section.parentElement === box && box.firstElementChild === shown.section) return
    shown?.section.remove()
    const made = section(terms)
    shown = made ? { terms, section: made } : undefined
    if (made) box.prepend(made)
  }

  function open(row: DataRow) {
    opening?.watch.end()
    const entry = `#/collections/${collection}/entries/${row.file.replace(/\.ya?ml$/, '')}`
    opening = { row, since: performance.now(), watch: revealWatch(entry), opened: new WeakSet() }
    location.hash = entry
    requestAnimationFrame(reveal)
  }

  /** Walks the form down to the chosen row's field, opening each row on the way; the CMS draws rows only as they come into view. */
  function reveal() {
    if (!opening) return
    const pane = document.querySelector<HTMLElement>('.content-editor .pane[data-mode="edit"]')
    // Until the worker takes over or leaves the file once its form came (revealWatch.ts): not at a time counted
    // from the click, which on a slow computer can come long before the form.
    if (!opening.watch.goOn(pane !== null)) {
      opening = undefined
      return
    }
    const formSince = opening.watch.formSince()
    if (!pane || formSince === undefined) return void requestAnimationFrame(reveal)
    // At its place in the values the form holds: the preview hands them over as it draws the opened file
    // (a moment after the form, waited for up to 2 s); with the preview pane closed, at once where the search
    // found it.
    const fresh = (held[opening.row.file]?.at ?? 0) > opening.since
    const previewShown = Boolean(document.querySelector('.content-editor .pane[data-mode="preview"]')?.getClientRects().length)
    if (!fresh && previewShown && performance.now() < formSince + 2000) return void requestAnimationFrame(reveal)
    const row = (fresh && sameRow(opening.row, rowsIn(opening.row.file))) || opening.row
    const target = stepTowards(pane, row.keyPath, opening.opened)
    if (!target) return void requestAnimationFrame(reveal)
    opening.watch.end()
    opening = undefined
    const control = firstControl(target)
    keepInView(target.closest<HTMLElement>('[role="group"].item') ?? target, { control: () => control })
    control?.focus({ preventScroll: true })
  }

  window.addEventListener('hashchange', update)
  window.addEventListener('popstate', update)
  onPageChange(update)

  return {
    held: (file, values) => {
      held[file] = { values, at: performance.now() }
    },
  }
}
