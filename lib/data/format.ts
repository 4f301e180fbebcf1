/** "2025-03-13" -> "13.03.2025", the way Polish documents write dates. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}.${month}.${year}`
}

/** "+48 22 100 00 00" -> "tel:+48221000000" */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}
