import noticesYaml from '../../content/data/notices.yaml'
import { allPages, noticesSchema, type Notice } from '../schemas/noticesSchema.ts'
import { buildDate, noticeIsCurrent } from './notices.ts'

/** content/data/notices.yaml (checked by the build before this runs). */
export const notices = noticesSchema.parse(noticesYaml).notices

/**
 * The notices a page shows when the site is built on `today`: those naming it
 * (or every page) whose last day has not passed. `route` is undefined on the
 * error pages, which show only the notices for every page.
 */
export function noticesFor(route: string | undefined, today = buildDate(), list: readonly Notice[] = notices): Notice[] {
  return list.filter(
    (notice) => noticeIsCurrent(notice.lastDay, today) && (notice.pages.includes(allPages) || (route !== undefined && notice.pages.includes(route))),
  )
}
