/** "2025-03-13" -> "13.03.2025", the way Polish documents write dates. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}.${month}.${year}`
}

/** "+48 22 100 00 00" -> "tel:+48221000000" */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}

/**
 * A phone number as shown on the page: non-breaking spaces and hyphens, so
 * "+48 22 100 00 00" never wraps across two lines.
 */
export function displayPhone(number: string): string {
  return number.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}
