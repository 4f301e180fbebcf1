/**
 * The calendar day in Warsaw (YYYY-MM-DD) at `now`: the clinic's days. A notice's
 * last day ends at midnight in Warsaw, wherever the build runs (GitHub's
 * runners keep UTC, one or two hours behind) and wherever a visitor is.
 * Small on purpose: the pages' script uses it too (components/layout/expiredNotices.client.ts).
 */
export function warsawDate(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const part = (type: string) => parts.find((item) => item.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}
