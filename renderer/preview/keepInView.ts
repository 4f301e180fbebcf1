import { whenEditorTakesOver } from '../../lib/cms/preview/revealWatch.ts'
import { scrollerOf } from '../../lib/cms/preview/scrollerOf.ts'

/**
 * Brings `element` of the editor's form into view and keeps it there until the
 * form is still: the CMS draws the rows above it only as they come into view,
 * and each drawn row grows and pushes the element down (measured: a new FAQ
 * question ended 120 px below the screen after the CMS's own scroll). With
 * `control` (the field the cursor goes to, once drawn), that field must be on
 * the screen too: a new person's name stands below the read-only id. It ends
 * once the element has stood still for `steadyFrames` frames (counted in
 * frames, not time: a slow office computer draws the rows above over many
 * seconds; at most 1,200 frames), and at once when the worker scrolls,
 * touches or types, so it never fights them. The element's top stays below
 * the list's sticky toolbar.
 */
export function keepInView(element: HTMLElement, { control, steadyFrames = 30 }: { control?: () => HTMLElement | null; steadyFrames?: number } = {}): void {
  element.style.scrollMarginTop = '56px'
  let stopped = false
  const stopListening = whenEditorTakesOver(() => (stopped = true))
  let frames = 0
  let steady = 0
  let lastTop: number | undefined
  const below = (box: DOMRect) => box.bottom > window.innerHeight - 8
  const align = () => {
    if (stopped || !element.isConnected) return stopListening()
    const box = element.getBoundingClientRect()
    const tall = box.height > window.innerHeight - 80
    const field = control?.()
    if (box.top < 48 || box.top > window.innerHeight - 80 || (!tall && below(box)) || (field && below(field.getBoundingClientRect()))) {
      element.scrollIntoView({ block: 'start', behavior: 'instant' })
    }
    // The lists' toolbars stay at the top of the form as it scrolls, and wrap to two lines on a phone.
    const hidden = coveredTop(element)
    if (hidden > 0) scrollerOf(element)?.scrollBy({ top: -hidden - 8, behavior: 'instant' })
    if (field && below(field.getBoundingClientRect())) field.scrollIntoView({ block: 'center', behavior: 'instant' })
    // Still: found where the last frame left it (a row drawn above, or a correction, starts the count again).
    steady = box.top === lastTop ? steady + 1 : 0
    lastTop = element.getBoundingClientRect().top
    if (steady < steadyFrames && ++frames < 1200) requestAnimationFrame(align)
    else stopListening()
  }
  align()
}

/** How much of the top of `element` lies under something else (a sticky toolbar), in pixels. */
function coveredTop(element: HTMLElement): number {
  const box = element.getBoundingClientRect()
  for (let y = Math.max(box.top, 0) + 2; y < Math.min(box.bottom, window.innerHeight); y += 8) {
    const there = document.elementFromPoint(box.left + box.width / 2, y)
    if (!there || element.contains(there)) return Math.max(0, y - 2 - box.top)
  }
  return 0
}

/** The first control of a field or row a worker types into: not a read-only id (lib/cms/namedIds.ts), not a button. */
export const firstControl = (root: Element) =>
  root.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([readonly]):not([aria-readonly="true"]):not([disabled]), textarea:not([readonly]):not([disabled]), [contenteditable="true"]',
  )
