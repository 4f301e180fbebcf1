import type { ReactNode } from 'react'

/** A responsive grid of cards. */
export function Cards({ children }: { children: ReactNode }) {
  return <ul className="cards">{children}</ul>
}
