/**
 * Lower case without Polish (or other) diacritics, so that "zelazo" finds
 * "Żelazo". "ł" has no combining form in Unicode and is mapped by hand.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
}
