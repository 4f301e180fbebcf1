import type { TableHTMLAttributes } from 'react'

/**
 * Markdown tables. A wide table scrolls sideways inside its own box on a phone
 * instead of widening the page; the box is focusable so keyboard users can
 * scroll it too (WCAG 2.1.1; pattern by Adrian Roselli).
 */
export function ScrollTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" role="region" aria-label="Tabela, można przewijać w poziomie" tabIndex={0}>
      <table {...props} />
    </div>
  )
}
