import { revealWatch } from './revealWatch.ts'

/**
 * Opens the form's field at `keyPath` (a Sveltia CMS key path, e.g.
 * `categories.0.items.2.note`) once the entry at `entryHash` is open: the rows
 * on the way are opened, the field is scrolled into view and takes the cursor.
 * Sveltia CMS 0.221.1 has its own way ('highlight-editor-field'), but it does
 * not open rows of lists that start closed (`collapsed`, lib/cms/cmsFields.ts),
 * and it draws a long form's fields only as they come into view; so the form
 * is walked here, one step a frame, as a worker would open the rows.
 * The rows are found by the CMS's markup: a list field's items are
 * `[role="group"].item` with a `.header` button `aria-expanded` that controls its `…-body` (not the ⋮ menu, which has one too); fields carry
 * `.field[data-key-path]`. (The row search and the samples list walk the form the same way.)
 * `placed` is called with the control that took the cursor (e.g. to put the
 * cursor at a line of a text). The walk ends as revealWatch.ts says: when the
 * editor takes over or leaves, not at a time counted from the click.
 */
export function revealField(entryHash: string, keyPath: string, placed?: (control: HTMLElement) => void): void {
  const watch = revealWatch(entryHash)
  const opened = new WeakSet<Element>()
  let steady = 0
  let reached = false
  const frame = () => {
    const pane = location.hash === entryHash ? document.querySelector<HTMLElement>('.content-editor .pane[data-mode="edit"]') : null
    if (!watch.goOn(pane !== null)) return
    const target = pane ? stepTowards(pane, keyPath, opened) : undefined
    if (!target) return void requestAnimationFrame(frame)
    const taking = control(target)
    if (taking?.contains(document.activeElement) && onScreen(taking)) {
      // The cursor can be there already (the form puts it in its first field as it opens, the CMS in the field
      // just typed in): `placed` is called for it all the same, once.
      if (!reached) {
        reached = true
        placed?.(taking)
      }
      // The form, as it opens, puts the cursor in its first field, and a long form still being drawn can move
      // it to a button of the field (its ⋮ menu) or push the field off the screen: the cursor must stay in
      // the text box, on screen, a moment.
      if (++steady > 20) return watch.end()
    } else {
      steady = 0
      reached = true
      // The text box centred; one taller than half the window (a page's text) shown from its field's label, so its
      // first lines are not under its toolbar (a problem's line is then scrolled to by `placed`).
      const tall = (taking?.offsetHeight ?? 0) > window.innerHeight / 2
      ;(tall ? target : (taking ?? target)).scrollIntoView({ block: tall ? 'start' : 'center', behavior: 'instant' })
      taking?.focus({ preventScroll: true })
      if (taking) placed?.(taking)
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** Whether some of `element` is within the window's height. */
const onScreen = (element: HTMLElement) => {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

/**
 * What takes the cursor in a field: its text box, or its first control, of those on screen (the page's text field
 * has a hidden rich-text editor). Not the field's menu (⋮, 'Pokaż opcje pola', a button with a popup), which stands
 * first in a list's field: an editor's trial's 'Pokaż pole' for 'Zakres pracy' and 'Na stronach' landed on it.
 */
const control = (field: HTMLElement) => {
  const shown = (selector: string) => [...field.querySelectorAll<HTMLElement>(selector)].find((element) => element.getClientRects().length > 0)
  return (
    shown('.field-wrapper [contenteditable="true"], .field-wrapper textarea, .field-wrapper input:not([type="hidden"])') ??
    shown('.field-wrapper [role="combobox"], .field-wrapper [tabindex="0"]:not([aria-haspopup]), .field-wrapper button:not([aria-haspopup])') ??
    shown('.field-wrapper [tabindex="0"], .field-wrapper button')
  )
}

/**
 * One move towards the field at `keyPath` in the form's pane: the field when it
 * is drawn; else the nearest row or field on the way is opened or scrolled to,
 * and undefined (the caller tries again on the next frame). Each row on the way
 * is opened once (`opened`): a click the CMS has not drawn yet must not be
 * undone by a second one. Also the editor's row search's way to a row
 * (renderer/preview/rowSearch.ts).
 */
export function stepTowards(pane: HTMLElement, keyPath: string, opened: WeakSet<Element>): HTMLElement | undefined {
  const fieldAt = (path: string) => pane.querySelector<HTMLElement>(`.field[data-key-path="${CSS.escape(path)}"]`)
  const target = fieldAt(keyPath)
  if (target) return target
  let path = ''
  let field: HTMLElement | undefined
  /** The last row or field reached on the way: what is scrolled to while the next one is drawn. */
  let reached: HTMLElement | undefined
  for (const part of keyPath.split('.')) {
    path = path ? `${path}.${part}` : part
    if (/^\d+$/.test(part) && field) {
      const list = field
      // One box per row, in order; the CMS draws a row's content only when its box comes into view.
      const boxes = [...list.querySelectorAll<HTMLElement>('.item-list')].find((items) => items.closest('.field[data-key-path]') === list)?.children
      const box = boxes?.[Number(part)] as HTMLElement | undefined
      const row = box?.querySelector<HTMLElement>('[role="group"].item')
      if (!row) {
        ;(box ?? list).scrollIntoView({ block: box ? 'start' : 'end', behavior: 'instant' })
        return undefined
      }
      // The button that opens the row's body (the row's ⋮ menu has aria-expanded too).
      const opener = row.querySelector<HTMLElement>(':scope > .header button[aria-controls$="-body"][aria-expanded="false"]')
      if (opener && !opened.has(opener)) {
        opened.add(opener)
        opener.click()
        return undefined
      }
      reached = row
      continue
    }
    const next = fieldAt(path)
    if (!next) {
      // Not drawn yet: the CMS draws a long form's fields as they come into view, each an empty placeholder
      // till then (Sveltia CMS 0.221). The first placeholder in the last row or field reached (or in the form,
      // for a field of its own far down) is brought into view: one a frame, down to the field.
      const placeholder = (reached ?? pane).querySelector<HTMLElement>('div.placeholder:empty')
      ;(placeholder ?? reached)?.scrollIntoView({ block: 'start', behavior: 'instant' })
      return undefined
    }
    field = reached = next
  }
  return undefined
}
