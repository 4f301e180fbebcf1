import { normalise } from '../../search/normalise.ts'

/**
 * A new row whose name is close to a row already on the site (issue 43): 'Witamina D3 (25-OH)' added beside
 * 'Witamina D3 metabolit 25(OH)' is most likely the same lab test typed again. Two names are close when every
 * word of one is in the other (letters, digits and Polish letters compared without case, accents and
 * punctuation; '25(OH)' is '25 oh'). Only new rows are compared: among the rows already published, such
 * pairs are distinct on purpose ('Testosteron' and 'Testosteron wolny'), and saying so on every visit
 * would teach the editor to skip the note.
 */
export interface SimilarName {
  /** The new row's name. */
  name: string
  /** The published row's name it is close to. */
  like: string
}

/** The fields that name a row, in the order they are looked for. */
const NAME_FIELDS = ['name', 'question', 'disease']

/** The words of a name: lower case, no accents, letters and digits apart ('D3' is 'd', '3'). */
export const nameWords = (name: string) =>
  normalise(name)
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

const close = (a: string[], b: string[]) => {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  return shorter.length > 0 && shorter.every((word) => longer.includes(word))
}

/** Each list's named rows, by the list's place with its rows' places left out ('categories.*.items'). */
function namesByList(value: unknown, path = '', into = new Map<string, string[]>()): Map<string, string[]> {
  if (Array.isArray(value)) {
    for (const row of value) {
      if (row && typeof row === 'object' && !Array.isArray(row)) {
        const name = NAME_FIELDS.map((field) => (row as Record<string, unknown>)[field]).find((text) => typeof text === 'string' && text.trim())
        if (typeof name === 'string') into.set(path, [...(into.get(path) ?? []), name])
      }
      namesByList(row, `${path}.*`, into)
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) namesByList(child, path ? `${path}.${key}` : key, into)
  }
  return into
}

/** The new rows of `now` (a data file's values) whose names are close to a name of `published` in the same list. */
export function similarNames(published: unknown, now: unknown): SimilarName[] {
  const before = namesByList(published)
  const found: SimilarName[] = []
  for (const [list, names] of namesByList(now)) {
    const old = before.get(list) ?? []
    for (const name of names) {
      if (old.includes(name)) continue
      const like = old.find((other) => close(nameWords(name), nameWords(other)))
      if (like) found.push({ name, like })
    }
  }
  return found
}
