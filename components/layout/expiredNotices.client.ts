import { warsawDate } from '../../lib/data/warsawDate.ts'

/**
 * Hides a notice whose last day (data-last-day, components/layout/SiteNotices.tsx)
 * has passed in Warsaw. A build leaves such a notice out, and the site is
 * rebuilt every night (.github/workflows/deploy.yml); this covers a page built
 * earlier and not rebuilt since (a host without a nightly build, a paused schedule).
 */
export function hideExpiredNotices(today = warsawDate()): void {
  for (const notice of document.querySelectorAll<HTMLElement>('[data-last-day]')) {
    if (notice.dataset.lastDay! < today) notice.hidden = true
  }
}
