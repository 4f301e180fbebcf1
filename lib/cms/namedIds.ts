import type { ZodType } from 'zod'
import { headingId } from '../content/headingId.ts'
import { defOf, unwrap } from './cmsFields.ts'

/**
 * Ids made from names (issue 43). An item other files point at (a person, a
 * group of hours, a price table) has an id field whose schema says which
 * sibling names the item (`.meta({ idFrom: 'name' })`). The form shows the id
 * read-only; a new item has none until it is first saved, when the editor's
 * preSave hook (renderer/preview/previewEntry.tsx) fills it in from the name:
 * 'lek. Jan Kowalski' → 'jan-kowalski'. The preview fills it the same way, so
 * its check sees what will be saved. Existing ids are never changed: pages and
 * other files point at them.
 */

/** Titles before a name, left out of its id: 'lek. Jan Kowalski' is 'jan-kowalski'. */
const ABBREVIATED_TITLES = new Set(['dr', 'mgr', 'inz', 'prof', 'hab', 'lek', 'med', 'n', 'dent', 'fizjoter', 'piel', 'pol'])
const TITLES = new Set(['dr', 'mgr', 'prof'])
const isTitle = (word: string) => TITLES.has(headingId(word)) || (word.endsWith('.') && ABBREVIATED_TITLES.has(headingId(word)))
const MAX_LENGTH = 48

/** The id a name gives: lower case, no Polish letters, words joined by hyphens, titles and abbreviations left out, at most 48 characters at a word's end. */
export function idFromName(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => !isTitle(word))
    .map(headingId)
    .filter(Boolean)
  const all = words.join('-')
  if (all.length <= MAX_LENGTH) return all
  const cut = all.slice(0, MAX_LENGTH + 1)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_LENGTH)
}

/** A place in a value where an id is missing, with the id it gets. */
export interface MissingId {
  path: (string | number)[]
  id: string
  /** The item's fields in the form's order: a filled-in id takes its place among them, as the CMS writes it. */
  order: string[]
}

/**
 * The ids `value` (a data file's values, as `schema` describes) lacks, each made
 * from its item's name and unique among the ids of its kind in the file (a second
 * 'Jan Kowalski' is 'jan-kowalski-2'). An item whose name is still empty gets none.
 */
export function missingIds(value: unknown, schema: ZodType): MissingId[] {
  const found: { path: (string | number)[]; item: Record<string, unknown>; key: string; from: string; kind: ZodType; order: string[] }[] = []
  const walk = (node: unknown, nodeSchema: ZodType, path: (string | number)[]): void => {
    const { inner } = unwrap(nodeSchema)
    const def = defOf(inner)
    if (def.type === 'array' && Array.isArray(node)) node.forEach((item, index) => walk(item, def.element!, [...path, index]))
    else if (def.type === 'object' && node !== null && typeof node === 'object' && !Array.isArray(node)) {
      const item = node as Record<string, unknown>
      for (const [key, fieldSchema] of Object.entries(def.shape ?? {})) {
        const { idFrom } = unwrap(fieldSchema).meta
        if (idFrom) found.push({ path: [...path, key], item, key, from: idFrom, kind: inner, order: Object.keys(def.shape ?? {}) })
        else if (key in item) walk(item[key], fieldSchema, [...path, key])
      }
    }
  }
  walk(value, schema, [])

  const taken = new Map<ZodType, Set<string>>()
  const takenOf = (kind: ZodType) => taken.get(kind) ?? taken.set(kind, new Set()).get(kind)!
  for (const { item, key, kind } of found) if (typeof item[key] === 'string' && item[key]) takenOf(kind).add(item[key])
  const missing: MissingId[] = []
  for (const { path, item, key, from, kind, order } of found) {
    if (typeof item[key] === 'string' && item[key]) continue
    const base = idFromName(typeof item[from] === 'string' ? item[from] : '')
    if (!base) continue
    const ids = takenOf(kind)
    let id = base
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`
    ids.add(id)
    missing.push({ path, id, order })
  }
  return missing
}

/** `value` with its missing ids filled in (missingIds); the same object when none is missing. */
export function withNamedIds<T>(value: T, schema: ZodType): T {
  const missing = missingIds(value, schema)
  if (missing.length === 0) return value
  // Held in a box, so that the item of an id is always some object's entry (also when it is the value itself).
  const box: Record<string | number, unknown> = { value: structuredClone(value) }
  for (const { path, id, order } of missing) {
    const [key, ...itemPath] = ['value', ...path].reverse() as [string, ...(string | number)[]]
    itemPath.reverse()
    let parent = box
    for (const step of itemPath.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>
    const filled = { ...(parent[itemPath.at(-1)!] as Record<string, unknown>), [key]: id }
    const known = order.filter((name) => name in filled)
    parent[itemPath.at(-1)!] = Object.fromEntries(
      [...known, ...Object.keys(filled).filter((name) => !known.includes(name))].map((name) => [name, filled[name]]),
    )
  }
  return box.value as T
}
