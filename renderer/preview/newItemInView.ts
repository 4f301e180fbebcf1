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
 * followed for a moment: the row of the list that then takes the focus, and
 * was not drawn before the click, is the new one.
 */
export function newItemInView(): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      const field = button?.closest('.field[data-key-path]')
      if (!field || rowsOf(field).some((row) => row.contains(button))) return
      const before = new Set(rowsOf(field))
      const until = performance.now() + 3000
      const focused = (focus: FocusEvent) => {
        if (performance.now() > until) return void window.removeEventListener('focusin', focused, true)
        const added = rowsOf(field).find((row) => row.contains(focus.target as Node) && !before.has(row))
        if (!added) return
        window.removeEventListener('focusin', focused, true)
        keepInView(added, { control: () => firstControl(added) })
        // The row's fields appear once the CMS has drawn its body; the CMS may then still put the focus on the row's
        // ˅ button a moment later: for a second, the focus is taken back to the first field from that button,
        // unless the worker has pressed a key or clicked.
        const settled = performance.now() + 1000
        let touched = false
        const touch = () => {
          touched = true
        }
        window.addEventListener('pointerdown', touch, { capture: true, once: true })
        window.addEventListener('keydown', touch, { capture: true, once: true })
        const first = () => {
          const control = firstControl(added)
          // The CMS's focus lands on the row's ˅ (the button that opens and closes the row's body), nothing else.
          const onButton = document.activeElement?.matches('button[aria-controls$="-body"]') === true && added.contains(document.activeElement)
          // Only from the body or the row's ˅: focus anywhere else was put there by the worker (or a tool typing for them).
          if (control && !touched && (document.activeElement === document.body || onButton)) control.focus({ preventScroll: true })
          if (!touched && added.isConnected && performance.now() < (control ? settled : until)) requestAnimationFrame(first)
          else {
            window.removeEventListener('pointerdown', touch, true)
            window.removeEventListener('keydown', touch, true)
          }
        }
        first()
      }
      window.addEventListener('focusin', focused, true)
    },
    true,
  )
}
