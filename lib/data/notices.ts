import { warsawDate } from './warsawDate.ts'

/**
 * The day the site is built (YYYY-MM-DD, in Warsaw): a static site says what is
 * true on that day. BUILD_DATE sets another day (e.g. to preview a build for a day).
 */
export const buildDate = (): string => process.env.BUILD_DATE ?? warsawDate()

/**
 * A temporary notice with its last day (e.g. a vaccine unavailable until
 * 2025-03-31) is true up to and including that day; after it the page no longer
 * shows it, and `npm run check` reminds the editor to remove it
 * (lib/check/rules/niedostepnosc-po-terminie.ts). A notice without a date is always shown.
 */
export function noticeIsCurrent(until: string | undefined, today: string): boolean {
  return until === undefined || today <= until
}
