import type { ReactNode } from 'react'
import { TilesEnd } from '../../layout/TilesEnd.tsx'

/**
 * Quick links at the top of /faq: a Markdown list of links to question anchors.
 * faqHighlight.client.ts scrolls to the question, highlights it for 2 s and focuses it.
 */
export function FaqQuickLinks({ children }: { children: ReactNode }) {
  return (
    <nav className="faq-quick-links" aria-label="Najczęstsze pytania" data-faq-links>
      {children}
      <TilesEnd />
    </nav>
  )
}
