/**
 * Brings `element` of the editor's form into view and keeps it there for a
 * moment: the CMS draws the rows above it only as they come into view, and
 * each drawn row grows and pushes the element down (measured: a new FAQ
 * question ended 120 px below the screen after the CMS's own scroll). With
 * `control` (the field the cursor goes to, once drawn), that field must be on
 * the screen too: a new person's name stands below the read-only id. It stops
 * at once when the worker scrolls, touches or types, so it never fights them.
 * The element's top stays below the list's sticky toolbar.
 */
export function keepInView(element: HTMLElement, { control, for: duration = 1500 }: { control?: () => HTMLElement | null; for?: number } = {}): void {
  element.style.scrollMarginTop = '56px'
  const until = performance.now() + duration
  let stopped = false
  const stop = () => {
    stopped = true
    for (const type of events) window.removeEventListener(type, stop, true)
  }
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true })
  const below = (box: DOMRect) => box.bottom > window.innerHeight - 8
  const align = () => {
    if (stopped || !element.isConnected) return stop()
    const box = element.getBoundingClientRect()
    const tall = box.height > window.innerHeight - 80
    const field = control?.()
    if (box.top < 48 || box.top > window.innerHeight - 80 || (!tall && below(box)) || (field && below(field.getBoundingClientRect())))
      element.scrollIntoView({ block: 'start', behavior: 'instant' })
    if (field && below(field.getBoundingClientRect())) field.scrollIntoView({ block: 'center', behavior: 'instant' })
    if (performance.now() < until) requestAnimationFrame(align)
    else stop()
  }
  align()
}

/** The first control of a field or row a worker types into: not a read-only id (lib/cms/namedIds.ts), not a button. */
export const firstControl = (root: Element) =>
  root.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([readonly]):not([aria-readonly="true"]):not([disabled]), textarea:not([readonly]):not([disabled]), [contenteditable="true"]',
  )
