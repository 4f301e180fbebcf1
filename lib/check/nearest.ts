import { closest, distance } from 'fastest-levenshtein'

/**
 * The known name nearest to what the editor typed, when it is near enough to
 * be a slip; otherwise none, so that no message suggests a name that has
 * nothing to do with the mistake. By default at most half of the word may
 * differ (a field or component name: "Phnoe", "tytul"); `within` sets how many
 * letters may differ instead.
 */
export function nearest(typed: string, known: readonly string[], within = Math.max(2, Math.ceil(typed.length / 2))): string | undefined {
  if (known.length === 0) return undefined
  const guess = closest(typed, [...known])
  return distance(typed.toLowerCase(), guess.toLowerCase()) <= within ? guess : undefined
}

/**
 * A page address or an anchor near enough to be a slip of the one typed: a
 * third of its last part may differ (/cenik → /cennik), not more, so that a
 * link to a deleted page (/mikrobiota) suggests nothing rather than /historia.
 */
export function nearestAddress(typed: string, known: readonly string[]): string | undefined {
  const last = typed.split('/').filter(Boolean).pop() ?? typed
  return nearest(typed, known, Math.max(1, Math.ceil(last.length / 3)))
}
