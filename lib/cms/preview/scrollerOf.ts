/** The box that scrolls `element` (the form's fields scroll inside the editor's pane, not the window). */
export function scrollerOf(element: HTMLElement): HTMLElement | undefined {
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (parent.scrollHeight > parent.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(parent).overflowY)) return parent
  return undefined
}
