import type { ReactNode } from 'react'

/** A highlighted box for information a visitor must not miss. */
export function Notice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="notice" aria-label={title}>
      {title && <p className="notice__title">{title}</p>}
      {children}
    </aside>
  )
}
