import type { ReactNode } from 'react'
import { siteIds } from '../lib/content/reservedIds'

/**
 * A page's header (its title and lead; on the home page its actions and the
 * clinic's facts), followed by an empty element that marks where it ends. The
 * browser draws the page's first frame only once that mark has arrived
 * (pages/+Head.tsx): Chromium lets the frame through as soon as the element it
 * waits for *starts*, so waiting for the header itself drew it half-read on a
 * slow phone, and the home page's heading, centred beside a card still
 * arriving, moved down (CI of stop 53).
 */
export function PageHeader({ className, children }: { className: string; children: ReactNode }) {
  return (
    <>
      <div id={siteIds.pageHeader} className={className}>
        {children}
      </div>
      <div id={siteIds.pageHeaderEnd} hidden />
    </>
  )
}
