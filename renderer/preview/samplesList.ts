import { sampleNoticeText } from '../../components/layout/SampleNotice.tsx'
import type { SampleItem } from '../../lib/cms/preview/samplePlaces.ts'
import { revealField } from '../../lib/cms/preview/revealField.ts'
import { showInText } from '../../lib/cms/preview/showInText.ts'
import { escapeHtml as escaped } from '../../lib/security/escapeHtml.ts'

/** A long sample (a paragraph of the history) shortened to what finds it in the field. */
const shortened = (value: string) => (value.length > 60 ? `${value.slice(0, 57).trimEnd()}…` : value)

/**
 * The samples still on the site, each label with links to the fields that hold its values (issue 43, the first
 * day): on the editor's collections list (`collapsed`, under one summary line) and in the preview of
 * 'Dane przykładowe'. Nothing when no sample is left. `samplesRoute`: samples.yaml's entry, where a sample
 * that turns out to be true is removed.
 */
export function samplesListHtml(items: readonly SampleItem[], { collapsed, samplesRoute }: { collapsed: boolean; samplesRoute: string }): string {
  if (items.length === 0) return ''
  const place = (item: SampleItem['places'][number]) =>
    `<li><a href="#${escaped(item.route)}" data-key-path="${escaped(item.keyPath)}" data-value="${escaped(item.value)}">${escaped(item.where)}</a> (przykład: „${escaped(shortened(item.value))}”)</li>`
  const list = `<ul>${items.map((item) => `<li>${escaped(item.label)}<ul>${item.places.map(place).join('')}</ul></li>`).join('')}</ul>`
  const how =
    `<p>Kliknij miejsce na liście: edytor otworzy formularz przy tym polu. Wpisz tam prawdziwą wartość i zapisz; ` +
    `pozycja zniknie z listy, gdy zmiana trafi na stronę. Jeśli przykładowa wartość jest prawdziwa, usuń jej pozycję w pliku ` +
    `<a href="#${escaped(samplesRoute)}">Dane przykładowe</a>.</p>`
  // Folded, on every collection's list, the card is the count and one line to open it: on a phone the whole
  // explanation took some 250 px of the first screen, above the files the editor came for.
  const count = `<p>${sampleNoticeText(items.length)}</p>`
  return (
    `<section class="sample-places" data-sample-places aria-labelledby="sample-places-heading">` +
    `<h2 id="sample-places-heading">Dane przykładowe na stronie</h2>${count}` +
    (collapsed ? `<details><summary>Pokaż, gdzie je zmienić</summary>${how}${list}</details>` : how + list) +
    `</section>`
  )
}

/** The question the editor's ← asks (lib/cms/browser/adminStart.js), for a link that leaves a form with changes. */
const leaving = 'Zmiany w tym formularzu nie są zapisane. Wyjść bez zapisywania?\n\nAby je zachować, wybierz Anuluj i kliknij Zapisz.'

/** The open form's Save button is enabled only while it holds changes (found as adminStart.js finds it). */
const formHoldsChanges = () =>
  [...document.querySelectorAll('[role="toolbar"] button.primary')].some(
    (button) =>
      /\+S$/i.test(button.getAttribute('aria-keyshortcuts') || '') &&
      !(button as HTMLButtonElement).disabled &&
      button.getAttribute('aria-disabled') !== 'true',
  )

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Moves the editor to `route` as the CMS's own links do (a history entry, then its 'hashchange'). */
function go(route: string, replace = false): void {
  const from = location.href
  const to = `${location.origin}${location.pathname}${location.search}#${route}`
  if (replace) history.replaceState({ from: history.state?.from }, '', to)
  else history.pushState({ from }, '', to)
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: from, newURL: to }))
}

/**
 * Opens the entry at `route` with the field at `keyPath` shown and focused: the rows on the way opened and the
 * form drawn down to it (lib/cms/preview/revealField.ts, as a problem's link does). In a page's text, the
 * sample `value` is selected where it stands, and its line brought on screen, as a problem's line is; typing
 * replaces it. From another open entry it goes through the collection's list, as a person does: straight from
 * one entry to another, the CMS 0.221 drew an empty editor.
 */
export async function openField(route: string, keyPath: string, value = ''): Promise<void> {
  if (location.hash !== `#${route}`) {
    if (formHoldsChanges() && !window.confirm(leaving)) return
    const fromEntry = /^#\/collections\/[^/]+\/entries\//.test(location.hash)
    if (fromEntry) {
      go(route.replace(/\/entries\/.*$/, ''))
      for (let frame = 0; frame < 300 && document.querySelector('.content-editor'); frame++) await nextFrame()
    }
    go(route, fromEntry)
  }
  if (!keyPath) return
  revealField(`#${route}`, keyPath, (control) => {
    const start = control instanceof HTMLTextAreaElement && value ? control.value.indexOf(value) : -1
    if (start >= 0) showInText(control as HTMLTextAreaElement, start, start + value.length)
  })
}

/** A click (or Enter) on one of the list's links inside `within`: the field opens, not just its entry. */
export function followSampleLinks(within: { addEventListener: Node['addEventListener'] }): void {
  within.addEventListener('click', (event) => {
    // The preview's links live in the preview's frame, another window: no `instanceof Element` there.
    const link = (event.target as Element | null)?.closest?.('a[href^="#/collections/"]')
    if (!link || (event as MouseEvent).button !== 0 || (event as MouseEvent).ctrlKey || (event as MouseEvent).metaKey) return
    event.preventDefault()
    void openField(link.getAttribute('href')!.slice(1), link.getAttribute('data-key-path') ?? '', link.getAttribute('data-value') ?? '')
  })
}

/** The list's look on the collections list, in the CMS's own colours (its light and dark themes). */
const styles = `
.sample-places { margin: 0 16px 16px; padding: 12px 16px; border: 1px solid var(--sui-secondary-border-color, #ccc);
  border-left: 4px solid var(--sui-primary-accent-color, #1a73e8); border-radius: 4px; background: var(--sui-secondary-background-color, #f6f6f6);
  color: var(--sui-primary-foreground-color, inherit); font-size: var(--sui-font-size-default, 14px); line-height: 1.5; }
.sample-places h2 { margin: 0 0 4px; font-size: 1.1em; }
.sample-places p { margin: 0 0 8px; }
/* A line to tap on a phone: about 44 px tall (23 px without the padding). */
.sample-places summary { cursor: pointer; font-weight: 600; padding: 11px 0; }
.sample-places ul { margin: 4px 0; padding-left: 20px; }
.sample-places a { color: var(--sui-primary-accent-color-text, var(--sui-primary-accent-color, #0b57d0)); text-decoration: underline; }
.sample-places a:focus-visible, .sample-places summary:focus-visible { outline: 2px solid var(--sui-primary-accent-color, #1a73e8); outline-offset: 2px; }
`

/**
 * Shows the list on the editor's first screen: above the files of every collection's list (the CMS opens the
 * first collection after sign-in). The CMS draws its screens anew as the editor moves; the list is put back
 * each time one is drawn without it.
 */
export function showOnCollectionLists(html: string): void {
  if (!html) return
  const style = document.createElement('style')
  style.textContent = styles
  document.head.append(style)
  const place = () => {
    const list = document.querySelector('#collection-container .main-inner-main')
    if (!list || list.querySelector(':scope > [data-sample-places]')) return
    list.insertAdjacentHTML('afterbegin', html)
    followSampleLinks(list.firstElementChild!)
  }
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
  place()
}
