import type { ReactNode } from 'react'
import { Logo } from './Logo'
import { Nav } from './Nav'
import { TopBar } from './TopBar'
import { siteIds } from '../../lib/content/reservedIds'
import { SearchToggle } from '../search/HeaderSearch'

/**
 * The fixed header: top bar, logo, menu toggle (where the full menu does not fit) and the main menu.
 * `notice` (the preview bar of a preview build) goes above the top bar, inside
 * the fixed header: it stays in view with the header and never covers the page.
 */
export function Header({ currentRoute, notice }: { currentRoute?: string; notice?: ReactNode }) {
  return (
    <header className="site-header">
      {notice}
      <TopBar />
      <div className="nav-bar">
        <div className="container nav-bar__inner">
          <Logo />
          <SearchToggle />
          <button type="button" className="menu-toggle" aria-expanded="false" aria-controls={siteIds.menu} aria-label="Otwórz menu">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path className="menu-toggle__open" d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
              <path className="menu-toggle__close" d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <Nav currentRoute={currentRoute} />
        </div>
      </div>
    </header>
  )
}
