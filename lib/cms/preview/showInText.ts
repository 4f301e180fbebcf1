import { scrollerOf } from './scrollerOf.ts'

/**
 * Puts the cursor at `start` of a text box (selecting up to `end`) and brings
 * that line a third of the way down the form's visible part: the page's text
 * in its raw mode is a text box as tall as its text, which scrolls with the
 * form, so a line far down (a problem's, a sample's) is off the screen until
 * the form is scrolled to it. The form's scrolling box is found, not named: the
 * CMS has other elements called `.wrapper` around its text boxes, and scrolling
 * one of those moved nothing.
 */
export function showInText(text: HTMLTextAreaElement, start: number, end = start): void {
  text.setSelectionRange(start, end)
  const scroller = scrollerOf(text)
  if (!scroller) return
  const line = text.getBoundingClientRect().top + heightBefore(text, start) - text.scrollTop
  scroller.scrollTop += line - scroller.getBoundingClientRect().top - scroller.clientHeight / 3
}

/** How far down the text box its text up to `offset` reaches: the same text in an invisible copy of the box, measured. */
function heightBefore(text: HTMLTextAreaElement, offset: number): number {
  const style = getComputedStyle(text)
  const copy = document.createElement('div')
  for (const property of ['font', 'letterSpacing', 'lineHeight', 'padding', 'border', 'boxSizing', 'overflowWrap', 'tabSize'] as const)
    copy.style[property] = style[property]
  Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'pre-wrap', width: `${text.offsetWidth}px` })
  copy.textContent = text.value.slice(0, offset)
  document.body.append(copy)
  const height = copy.scrollHeight
  copy.remove()
  return height
}
