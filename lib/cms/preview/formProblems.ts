import { changedSpan } from './changedSpan.ts'
import { combinedFix } from './combinedFix.ts'
import type { Problem } from '../../check/problem.ts'
import { pluralPl } from '../../data/pluralPl.ts'
import { revealField } from './revealField.ts'
import { showInText } from './showInText.ts'

/**
 * The content check's lines in the editor's form itself (issue 43: one verdict,
 * where the worker types). The preview pane lists them too, in the same words
 * (renderer/preview/problemsHtml.ts); here each stands at the top of the form
 * with a button that opens that field, and under the field itself
 * while the field is on screen. The button opens the rows around the field,
 * scrolls to it and puts the cursor in it; in the page's text, at the line.
 */

/** A line of the check with the form's field that holds it (problemFields.ts). */
export interface FormProblem {
  problem: Problem
  /** The CMS's key path of the field, when a field holds the line. */
  keyPath?: string
  /** Where the field is, in the form's words. */
  where: string
  /** For the page's text: the line and column within the text field. */
  textPosition?: { line: number; column: number }
  /**
   * The field's value the check read (`from`) and the same with the check's safe fix made (`to`, fixedValue.ts):
   * what the „Popraw” button offers.
   */
  fixed?: { from: string; to: string }
  /**
   * The field's value with the fix made, from the value it holds when the button is pressed; undefined when the
   * fix no longer fits it (typed on since). The CMS can hold a page's text a little apart from its text box,
   * so the fix is made on what the box holds.
   */
  fixIn?: (current: string) => string | undefined
}

const BOX = 'data-form-problems'
const MARK = 'data-field-problem'

/** The open entry's form (its edit pane), if any. */
const editPane = () => document.querySelector<HTMLElement>('.content-editor .pane[data-mode="edit"]')

/** A page's title or a data file's form's label, by its file ('content/o-nas.mdx', 'content/data/clinic.yaml'). */
export type FileNames = (file: string) => { page?: string; form?: string } | undefined

/**
 * A check's sentence as the form says it: the check points people who run it
 * to guides and files by their paths ('opis pól jest w docs/edycja/pola.md#…',
 * 'nie ma już w pliku content/o-nas.mdx'); in the editor a guide is the
 * editors' guide, a page is named by its title, a data file by its form, and a
 * choice by the names the form shows, without its ids in the file.
 */
export function inEditorWords(text: string, names: FileNames = () => undefined): string {
  const guide = String.raw`docs\/edycja\/[\w.-]+\.md(?:#[^\s),;]*)?`
  const file = String.raw`content\/[\w/.-]+?\.(?:mdx|ya?ml)`
  const named = (path: string, inside: boolean) => {
    const { page, form } = names(path) ?? {}
    // Alone (in any case the sentence needs), the name in quotes reads right: 'zobacz „O nas”'.
    if (page) return inside ? `na stronie „${page}”` : `„${page}”`
    if (form) return inside ? `w formularzu „${form}”` : `„${form}”`
    return undefined
  }
  return (
    text
      // A choice's ids as the file holds them ('(w pliku: wizyty, szczepienia)'): the form shows its names.
      .replace(/ \(w pliku: [\w-]+(?:, [\w-]+)*\)/g, '')
      .replace(new RegExp(String.raw`\(${guide}\)`, 'g'), '(opis w przewodniku dla redakcji)')
      .replace(new RegExp(String.raw`\bw ${guide}`, 'g'), 'w przewodniku dla redakcji')
      .replace(new RegExp(String.raw`\bz ${guide}`, 'g'), 'z przewodnika dla redakcji')
      .replace(new RegExp(guide, 'g'), 'przewodnik dla redakcji')
      .replace(new RegExp(String.raw`\bw pliku (${file})`, 'g'), (whole, path: string) => named(path, true) ?? whole)
      .replace(new RegExp(file, 'g'), (path) => named(path, false) ?? path)
  )
}

/** How the form names files in the check's sentences (set once by the preview script, which knows the pages and forms). */
let fileNames: FileNames = () => undefined
export const nameFilesBy = (names: FileNames) => {
  fileNames = names
}

/** A text of the check in the form's words, naming files as nameFilesBy was told. */
export const inFormWords = (text: string) => inEditorWords(text, fileNames)

/**
 * A check's message beside the field's name (`named`: a line a field of the form holds, in the box after
 * '(where)', under the field itself, in the save question after 'where:'): without the file's name of the
 * field it starts with, which said the place twice ('(… › TSH › Cena) pole „Badania laboratoryjne › … ›
 * Cena” ma być…') and named a group the page's form has not ('pole „Pola strony › Opis dla wyszukiwarek”').
 */
export const besideField = (message: string, named: boolean) => (named ? message.replace(/^pole „[^”]*” (?=\S)/, '') : message)

/** A line of the check in the form's words: message and fix (`named`: said beside the field's name). */
export const sentence = ({ message, fix }: Problem, named = false) => inFormWords(`${besideField(message, named)}. ${fix}`)

let shown: FormProblem[] = []
/** What each box shows, to draw it again only when that changes. */
const signatures = new WeakMap<Element, string>()
let observer: MutationObserver | undefined

/**
 * Whether the lines shown are the live check's ('no'), or kept from the last preview after its pane closed with
 * the entry still open: 'fresh' until the worker changes the form, then 'changed'. On a phone the CMS shows the
 * form or the preview, and 'Pokaż pole' closes the preview: the lines went with it, and an editor's trial then
 * saved the error it had just been shown, with no word.
 */
let kept: 'no' | 'fresh' | 'changed' = 'no'

/** Shows `problems` in the open form, replacing what was shown; none removes the box. */
export function showFormProblems(problems: FormProblem[]): void {
  kept = 'no'
  draw(problems)
}

/**
 * Keeps the lines shown while the entry's preview is closed and the entry open, saying they are the last
 * preview's; a change typed into the form after that says they may be out of date.
 */
export function keepFormProblems(): void {
  kept = 'fresh'
  draw(shown)
  if (typedSince) return
  typedSince = (event: Event) => {
    if (kept !== 'fresh' || !(event.target instanceof Node) || !editPane()?.contains(event.target)) return
    kept = 'changed'
    const pane = editPane()
    if (pane) drawBox(pane)
  }
  document.addEventListener('input', typedSince, true)
}
let typedSince: ((event: Event) => void) | undefined

/**
 * How the preview is opened: on a phone by the eye above the form, on a wide screen from the ⋮ menu, which has no
 * eye (a recheck found the eye named where there was none).
 */
export const OPEN_PREVIEW = 'przycisk z okiem, a na szerokim ekranie „Pokaż podgląd” w menu ⋮'

/** Whether the lines shown are kept from a preview that is closed (what 'Zapisz' asks about is then its last check). */
export const fromLastPreview = () => kept !== 'no' && shown.length > 0

function draw(problems: FormProblem[]): void {
  if (pendingClear !== undefined) cancelAnimationFrame(pendingClear)
  pendingClear = undefined
  shown = problems
  addStyles()
  const pane = editPane() ?? document.querySelector<HTMLElement>('.content-editor .pane[data-mode="preview"]')
  if (!pane) return
  // A list item opened later draws its fields anew: their marks follow (one frame later, at most once a frame).
  observer ??= new MutationObserver(() => requestAnimationFrame(() => markFields(editPane())))
  observer.disconnect()
  const drawIn = () => {
    drawBox(pane)
    markFields(pane)
    observer!.observe(pane, { childList: true, subtree: true })
  }
  if (pane.matches('[data-mode="edit"]')) drawIn()
  // Below 1024 px the CMS shows the form or the preview, and its eye button turns this very pane into the preview
  // (`data-mode`): the box and the marks go with the form, not stay above the preview's own list; lines kept from
  // a closed preview come back with the form.
  modeWatch?.disconnect()
  modeWatch = new MutationObserver(() => {
    if (pane.matches('[data-mode="edit"]')) {
      if (kept !== 'no' && shown.length > 0) drawIn()
      return
    }
    observer?.disconnect()
    for (const stale of pane.querySelectorAll(`[${BOX}], [${MARK}]`)) stale.remove()
  })
  modeWatch.observe(pane, { attributes: true, attributeFilter: ['data-mode'] })
}

let modeWatch: MutationObserver | undefined

let pendingClear: number | undefined

/**
 * Takes the lines away when the entry's preview is gone. React detaches and
 * attaches the preview's ref on every drawing of it: the lines go only when no
 * new preview follows within a frame (a box taken away and drawn again would
 * also lose a click on its button).
 */
export function clearFormProblems(): void {
  if (pendingClear === undefined) pendingClear = requestAnimationFrame(() => showFormProblems([]))
}

function drawBox(pane: HTMLElement) {
  // Between the form's title bar and its scrolling fields: on screen wherever the worker is in a long form.
  const wrapper = pane.querySelector<HTMLElement>('.inner > .wrapper')
  const scroller = wrapper ? scrollingPart(wrapper) : undefined
  // Only while the worker is in a field: a form just opened keeps its first fields in view under the box.
  const field = scroller?.contains(document.activeElement) ? document.activeElement : null
  const before = field?.getBoundingClientRect().top
  drawBoxLines(pane, wrapper)
  // The box above the fields grows, shrinks, comes and goes as the worker types: the field keeps its place on
  // the screen, the scrolling area moved by as much (an editor's trial saw the price field it was typing into
  // jump under the list's bar and back, and a page's title field move down 240 px). Measured on the field, not
  // on the scrolling area: at the form's end the browser has already moved the fields as the area grew
  // (after 'Popraw' on the last lines of a page's text, they went down to the window's edge).
  if (scroller && field && before !== undefined) scroller.scrollTop += field.getBoundingClientRect().top - before
}

const scrollers = new WeakMap<HTMLElement, HTMLElement>()

/** The element that scrolls the form's fields: the wrapper or one of its first levels (Sveltia's `.content`). */
function scrollingPart(wrapper: HTMLElement): HTMLElement | undefined {
  const known = scrollers.get(wrapper)
  if (known?.isConnected && wrapper.contains(known)) return known
  const found = findScroller(wrapper)
  if (found) scrollers.set(wrapper, found)
  return found
}

function findScroller(wrapper: HTMLElement): HTMLElement | undefined {
  let level: HTMLElement[] = [wrapper]
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const found = level.find((element) => /auto|scroll/.test(getComputedStyle(element).overflowY))
    if (found) return found
    level = level.flatMap((element) => [...element.children] as HTMLElement[])
  }
  return undefined
}

function drawBoxLines(pane: HTMLElement, wrapper: HTMLElement | null) {
  let box = pane.querySelector<HTMLElement>(`[${BOX}]`)
  if (shown.length === 0) {
    box?.remove()
    return
  }
  // The preview draws again on any change, even to the same lines: the box is redrawn only when they change,
  // so a click on one of its buttons is never lost to a redraw.
  const signature = JSON.stringify([
    kept,
    shown.map(({ problem, keyPath, where, textPosition, fixed }) => [problem.severity, problem.message, problem.fix, keyPath, where, textPosition, fixed]),
  ])
  if (box && signatures.get(box) === signature) {
    if (wrapper && box.nextElementSibling !== wrapper) wrapper.before(box)
    return
  }
  if (!box) {
    box = document.createElement('section')
    box.setAttribute(BOX, '')
    box.setAttribute('aria-labelledby', 'form-problems-heading')
  }
  if (wrapper && box.nextElementSibling !== wrapper) wrapper.before(box)
  else if (!wrapper && !box.isConnected) pane.prepend(box)
  const errors = shown.filter(({ problem }) => problem.severity === 'error').length
  const count = `${shown.length} ${pluralPl(shown.length, ['problem', 'problemy', 'problemów'])}`
  const heading = document.createElement('h2')
  heading.id = 'form-problems-heading'
  heading.textContent = `Sprawdzenie treści: ${count}`
  const note = document.createElement('p')
  note.textContent = [
    kept === 'fresh' && `Wynik ostatniego podglądu; to, co wpiszesz teraz, sprawdzi podgląd (${OPEN_PREVIEW}).`,
    kept === 'changed' && `Formularz zmienił się od ostatniego podglądu: otwórz podgląd (${OPEN_PREVIEW}), żeby sprawdzić go jeszcze raz.`,
    errors > 0
      ? 'Błędy trzeba poprawić, zanim zmianę będzie można opublikować. Przycisk przy każdym otwiera pole, którego dotyczy.'
      : 'Same uwagi: zmianę można opublikować, ale warto je przeczytać.',
  ]
    .filter(Boolean)
    .join(' ')
  const list = document.createElement('ul')
  for (const item of shown) {
    const line = document.createElement('li')
    line.dataset.severity = item.problem.severity
    const kind = document.createElement('strong')
    kind.textContent = item.problem.severity === 'error' ? 'Błąd' : 'Uwaga'
    line.append(kind, ` ${item.where ? `(${item.where})` : ''}: ${sentence(item.problem, Boolean(item.keyPath))}`)
    if (item.keyPath) {
      const open = document.createElement('button')
      open.type = 'button'
      open.textContent = 'Pokaż pole'
      open.setAttribute('aria-label', `Pokaż pole: ${item.where}`)
      open.addEventListener('click', () => openField(item))
      line.append(' ', open)
    }
    if (item.keyPath && item.fixed && item.fixIn && item.problem.edit) {
      const fix = document.createElement('button')
      fix.type = 'button'
      // One press makes every such fix in the field (fixField): the button says how many.
      const alike = fixesAlike(item).length
      fix.textContent = alike > 1 ? `Popraw wszystkie (${alike})` : 'Popraw'
      const says = `${item.problem.edit.says}${alike > 1 ? ` (wszystkie ${alike} ${pluralPl(alike, ['miejsce', 'miejsca', 'miejsc'])} w tym polu)` : ''}`
      // The name starts with the words on the button (WCAG 2.5.3): a voice user says 'Popraw wszystkie' and is
      // understood (an editor's trial found the name 'Popraw: „•” zamieniony…' under 'Popraw wszystkie (3)').
      fix.setAttribute('aria-label', `${fix.textContent}: ${item.problem.edit.says}`)
      fix.title = says
      fix.addEventListener('click', () => fixField(item))
      line.append(' ', fix)
    }
    list.append(line)
  }
  signatures.set(box, signature)
  box.dataset.severity = errors > 0 ? 'error' : 'warning'
  box.replaceChildren(heading, note, list)
}

/** Under each field on screen, its lines of the check (left as they are when they already say so: typing redraws the form often). */
function markFields(pane: HTMLElement | null) {
  if (!pane) return
  observer?.disconnect()
  const wanted = new Map<Element, string[]>()
  for (const item of shown) {
    const field = item.keyPath ? pane.querySelector(`.field[data-key-path="${CSS.escape(item.keyPath)}"]`) : null
    if (!field?.querySelector(':scope > header')) continue
    wanted.set(field, [...(wanted.get(field) ?? []), `${item.problem.severity === 'error' ? 'Błąd' : 'Uwaga'}: ${sentence(item.problem, true)}`])
  }
  for (const mark of pane.querySelectorAll(`[${MARK}]`)) {
    const field = mark.closest('.field')
    const texts = field ? wanted.get(field) : undefined
    if (texts?.[0] === mark.textContent) texts.shift()
    else mark.remove()
  }
  for (const [field, texts] of wanted) {
    // Under a field of its own (a text box, a date): below the box, which stays where the worker types (a recheck
    // saw a price's box move 77 px down as its line came between the label and the box, and back). Under a list or
    // a group: below its label, where it is seen without scrolling through the items.
    const simple = !field.querySelector('.field')
    const end = [...field.children].filter((child) => !child.hasAttribute(MARK)).at(-1)
    let after = [...field.querySelectorAll(`:scope > [${MARK}]`)].at(-1) ?? (simple && end ? end : field.querySelector(':scope > header')!)
    for (const text of texts) {
      const mark = document.createElement('p')
      mark.setAttribute(MARK, text.startsWith('Błąd') ? 'error' : 'warning')
      mark.textContent = text
      after.after(mark)
      after = mark
    }
  }
  observer?.observe(pane, { childList: true, subtree: true })
}

/**
 * A line's field opened from the preview's list (renderer/preview/problemsHtml.ts). Below 1024 px the CMS shows
 * an entry's form or its preview, not both; with the preview shown, its header's eye button ('Podgląd',
 * pressed) brings the form back, so it is pressed first, as the editor would.
 */
export function showField(item: FormProblem): void {
  if (!editPane()) {
    const eyes = document.querySelectorAll<HTMLButtonElement>('.content-editor .pane[data-mode="preview"] .header button[aria-pressed="true"]')
    ;[...eyes].find((button) => button.querySelector('.icon')?.textContent?.trim() === 'visibility')?.click()
  }
  openField(item)
}

/** Opens the field (revealField.ts: the rows on the way opened); in the page's text, the cursor goes to the line. */
function openField({ keyPath, textPosition }: FormProblem) {
  revealField(window.location.hash, keyPath!, (control) => {
    if (control instanceof HTMLTextAreaElement && textPosition) showInText(control, textOffset(control.value, textPosition.line, textPosition.column))
  })
}

/**
 * Writes the fixed value into the field, as typing would: the field is opened
 * (revealField.ts), its text box gets the value through the element's own
 * setter and an `input` event, which the CMS's form listens to, as it does
 * when an editor types or pastes. Only a text box (the page's text in its raw
 * mode, a one-line or multi-line text field) takes it; the check runs again on
 * the change and the line goes.
 */
function fixField(item: FormProblem) {
  const { keyPath, fixIn } = item
  // Every line of the same rule in the field whose fix is certain, made together (combinedFix.ts): a list pasted
  // from Word is put right with one press, not one per bullet.
  const together = combinedFix(fixesAlike(item).map(({ fixed }) => fixed!))
  let done = false
  revealField(window.location.hash, keyPath!, (control) => {
    if (done || !(control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement)) return
    done = true
    // Typed on since the check read it: the fix is not written over newer words (the next check offers it again).
    const from = control.value
    const to = together && from === together.from ? together.to : fixIn!(from)
    if (to === undefined || to === from) return
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set
    setter?.call(control, to)
    control.dispatchEvent(new Event('input', { bubbles: true }))
    control.dispatchEvent(new Event('change', { bubbles: true }))
    // The cursor after the fix, its line on screen: the field was shown from its label (an editor's trial, its
    // bullets fixed at the end of a long text, was taken back to the text's first lines).
    const { end } = changedSpan(from, to)
    if (control instanceof HTMLTextAreaElement) showInText(control, end)
    // (An address or e-mail box has no cursor position to set: its selectionStart is null.)
    else if (control.selectionStart !== null) control.setSelectionRange(end, end)
  })
}

/** The lines shown now of `item`'s rule in its field with a certain fix, `item` among them. */
const fixesAlike = (item: FormProblem) =>
  shown.filter((other) => other.keyPath === item.keyPath && other.problem.rule === item.problem.rule && other.fixed && other.fixIn && other.problem.edit)

/** The offset of `line`:`column` (1-based) in `text` counted from its first non-blank line, as pageFile writes the text. */
export function textOffset(text: string, line: number, column: number): number {
  const lead = text.length - text.trimStart().length
  const lines = text.trimStart().split('\n')
  const before = lines.slice(0, Math.max(0, line - 1)).reduce((sum, each) => sum + each.length + 1, 0)
  return Math.min(text.length, lead + before + Math.max(0, column - 1))
}

function addStyles() {
  if (document.getElementById('form-problems-styles')) return
  const style = document.createElement('style')
  style.id = 'form-problems-styles'
  style.textContent = `
[${BOX}] { flex: none; max-height: 30vh; overflow: auto; margin: 0 16px 8px; padding: 8px 12px; border: 1px solid #b3261e; border-radius: 6px; background: rgba(179, 38, 30, 0.06); font-size: 0.875rem; }
[${BOX}][data-severity="warning"] { border-color: #8a5a00; background: rgba(138, 90, 0, 0.06); }
[${BOX}] h2 { margin: 0 0 4px; font-size: 1rem; }
[${BOX}] p { margin: 0 0 8px; }
[${BOX}] ul { margin: 0; padding-left: 20px; }
[${BOX}] li { margin: 4px 0; line-height: 1.45; }
[${BOX}] li[data-severity="warning"] strong { color: inherit; }
[${BOX}] button { font: inherit; min-height: 32px; margin: 2px 0; padding: 2px 10px; border: 1px solid currentColor; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
@media (pointer: coarse) { [${BOX}] button { min-height: 44px; } }
[${BOX}] button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
[${MARK}] { margin: 4px 0; padding: 4px 8px; border-left: 4px solid #b3261e; background: rgba(179, 38, 30, 0.06); line-height: 1.45; }
[${MARK}="warning"] { border-left-color: #8a5a00; background: rgba(138, 90, 0, 0.06); }
`
  document.head.append(style)
}
