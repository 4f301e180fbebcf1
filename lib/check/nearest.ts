import { closest, distance } from 'fastest-levenshtein'

/**
 * The known name nearest to what the editor typed, when it is near enough to
 * be a slip (at most half of the word differs); otherwise none, so that no
 * message suggests a name that has nothing to do with the mistake.
 */
export function nearest(typed: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined
  const guess = closest(typed, [...known])
  return distance(typed.toLowerCase(), guess.toLowerCase()) <= Math.max(2, Math.ceil(typed.length / 2)) ? guess : undefined
}
