import { normalise } from '../search/normalise.ts'

/**
 * The anchor of a heading: its text in lower case without Polish letters,
 * words joined by hyphens. "Jak umówić wizytę?" -> "jak-umowic-wizyte".
 * Stable as long as the heading's words stay the same, so FAQ links keep working.
 */
export function headingId(text: string): string {
  return normalise(text)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}
