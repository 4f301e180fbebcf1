import { whenEditorTakesOver } from '../../lib/cms/preview/revealWatch.ts'
import { firstControl, keepInView } from './keepInView.ts'

/** A list field's own rows (not those of lists inside its rows): the CMS marks each field's box with `data-key-path`. */
const rowsOf = (field: Element) =>
  [...field.querySelectorAll<HTMLElement>('[role="group"].item')].filter((row) => row.closest('.field[data-key-path]') === field)

/**
 * After 'Dodaj …' on a list, the new row is shown and its first field takes
 * the cursor. Sveltia CMS 0.221 has no option for it: it scrolls to the new
 * row once, before the rows above it are drawn, and puts the focus on the new
 * row's ˅ button, so the form stayed on the previous, filled-in row and a
 * worker typed over it (issue 43). A click on a button of a list's own
 * toolbar (not inside its rows: × and ˄˅ there move the focus too) is
 * followed until the new row is there: once the list has one more box, the
 * row in its last box, when it takes the focus or is drawn, is the new one.
 * The watch has no short deadline: on a slow office computer (or a busy CI
 * machine, issue 41) the CMS took 20 s and more to draw the row, and a 10 s
 * limit left the cursor on the row's ˅. It ends instead when the worker goes
 * elsewhere: a click or a touch (a second 'Dodaj' starts a watch of its own),
 * or the cursor moved out of the list (Tab); and after three minutes at the
 * latest. Keys typed and the wheel while waiting do not end it: a worker who
 * starts typing the new question, or scrolls to look for the row, wants the
 * cursor in it when it comes.
 */
export function newItemInView(): void {
  let endWatch = () => {}
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      const field = button?.closest('.field[data-key-path]')
      if (!field || !button || rowsOf(field).some((row) => row.contains(button))) return
      endWatch()
      // One box per row, in order; the CMS draws a row's content only when its box comes into view, and 'Dodaj'
      // adds the row at the end (no list of lib/cms/ sets add_to_top). The new row is the one in the last box
      // once the list has one box more: not a row above it, which the CMS can draw anew a moment earlier (it
      // can give every row a new key after 'Dodaj') as the form scrolls to the foot.
      const boxes = () => [
        ...([...field.querySelectorAll<HTMLElement>('.item-list')].find((items) => items.closest('.field[data-key-path]') === field)?.children ?? []),
      ]
      const count = boxes().length
      const isNew = (row: HTMLElement) => {
        const all = boxes()
        return all.length > count && all.at(-1)!.contains(row)
      }
      // Looked for until it is there, the worker goes elsewhere, or three minutes have passed; once shown, the
      // cursor is held in it for a moment of its own.
      const until = performance.now() + 180_000
      let shown = false
      const end = () => {
        shown = true
        window.removeEventListener('focusin', focused, true)
        stopListening()
      }
      const stopListening = whenEditorTakesOver(end, ['pointerdown', 'touchstart'])
      endWatch = end
      const show = (added: HTMLElement) => {
        if (shown) return
        end()
        keepInView(added, { control: () => firstControl(added) })
        holdFocus(added, 3000)
      }
      // The new row is the one that takes the focus (the CMS focuses its ˅) …
      const focused = (focus: FocusEvent) => {
        if (performance.now() > until || !field.contains(focus.target as Node)) return end()
        const added = rowsOf(field).find((row) => row.contains(focus.target as Node) && isNew(row))
        if (added) show(added)
      }
      window.addEventListener('focusin', focused, true)
      // … or, when the CMS moves no focus (seen on a busy machine), the row drawn in the new box.
      // The CMS draws a row only once its box is in view, and its one scroll to the new box can come before the
      // box has its height: while the new box stays blank, it is brought into view (after half a second, and again).
      let nextScroll = performance.now() + 500
      const grown = () => {
        if (shown) return
        if (performance.now() > until) return end()
        const added = rowsOf(field).find(isNew)
        if (added) return show(added)
        const all = boxes()
        if (all.length > count && performance.now() >= nextScroll) {
          all.at(-1)!.scrollIntoView({ block: 'center', behavior: 'instant' })
          nextScroll = performance.now() + 500
        }
        requestAnimationFrame(grown)
      }
      requestAnimationFrame(grown)
    },
    true,
  )
}

/**
 * Puts the cursor in the new row's first field once the CMS has drawn it, and
 * takes it back there while the CMS moves it to the row's ˅ (it can, a moment
 * later): for `ms` and at least 60 frames (a slow machine draws few frames a
 * second, and the CMS's move comes frames later, not seconds), unless the
 * worker takes over. Focus anywhere else was put there by the worker (or a
 * tool typing for them).
 */
function holdFocus(added: HTMLElement, ms: number) {
  const until = performance.now() + ms
  let frames = 0
  let touched = false
  const stopListening = whenEditorTakesOver(() => (touched = true))
  const first = () => {
    const control = firstControl(added)
    const active = document.activeElement
    const onToggle = active?.matches('button[aria-controls$="-body"]') === true && added.contains(active)
    const onAdd =
      active instanceof HTMLButtonElement && !added.contains(active) && active.closest('.field[data-key-path]') === added.closest('.field[data-key-path]')
    if (control && !touched && (active === document.body || onToggle || onAdd)) control.focus({ preventScroll: true })
    if (!touched && added.isConnected && (++frames < 60 || performance.now() < until)) requestAnimationFrame(first)
    else stopListening()
  }
  first()
}
