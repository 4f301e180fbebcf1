/**
 * A list of named entries (see listWithIds in lib/schemas/fields.ts) as a
 * lookup by name, e.g. vaccinePrices.yaml's tables by "podroze", "dzieci".
 */
export function byId<T extends { id: string }>(list: readonly T[]): Record<string, T> {
  return Object.fromEntries(list.map((entry) => [entry.id, entry]))
}
