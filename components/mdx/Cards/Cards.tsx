import type { ReactNode } from 'react'
import { TilesEnd } from '../../layout/TilesEnd.tsx'

/** A responsive grid of cards. */
export function Cards({ children }: { children: ReactNode }) {
  return (
    <>
      <ul className="cards">{children}</ul>
      <TilesEnd />
    </>
  )
}
