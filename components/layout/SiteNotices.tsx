import { noticesFor } from '../../lib/data/noticeData.ts'
import { InlineMarkdown } from '../ui/InlineMarkdown'

/**
 * The clinic's notices for this page (content/data/notices.yaml), at the top
 * of its content: part of the page, not a pop-up, so nothing covers the page
 * and a screen reader meets them first after the skip link. A build leaves out
 * a notice past its last day; `data-last-day` lets the pages' script hide one
 * that outlives it in a build nobody has renewed (components/layout/expiredNotices.client.ts).
 */
export function SiteNotices({ route }: { route?: string }) {
  return noticesFor(route).map((notice, index) => (
    <div key={index} className="site-notice" role="note" aria-label="Komunikat przychodni" data-last-day={notice.lastDay}>
      <div className="container">
        <p>
          <InlineMarkdown text={notice.text} />
        </p>
      </div>
    </div>
  ))
}
