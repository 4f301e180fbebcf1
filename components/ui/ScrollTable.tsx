import type { TableHTMLAttributes } from 'react'

/**
 * Markdown tables. A wide table scrolls sideways inside its own box on a phone
 * instead of widening the page; the box is focusable so keyboard users can
 * scroll it too (WCAG 2.1.1).
 */
export function ScrollTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    // Focusable so the keyboard can scroll it; no label, so several tables on a page stay distinct.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable)
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  )
}
