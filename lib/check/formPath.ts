import type { ZodType } from 'zod'
import { unwrap } from '../cms/cmsFields.ts'
import { rowName as rowNameBy } from './formatIssues.ts'

/** A row as the form's collapsed list shows it (lib/cms/cmsFields.ts summaryOf): by its name, a table by its caption. */
const rowName = (row: unknown) => rowNameBy(row, ['disease', 'name', 'title', 'question', 'caption', 'label', 'age', 'type', 'year', 'code', 'id'])

type Def = { type: string; shape?: Record<string, ZodType>; element?: ZodType }
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/**
 * Where a field is, in the words of the browser editor's form: the form's
 * title, then each field's label, a list's row by its name ('Ceny szczepionek ›
 * Cennik szczepień dla podróżujących › japońskiemu zapaleniu mózgu › Ixiaro ›
 * Niedostępna do'). An editor who works in the form finds the field by these
 * labels; the line number points to the same place in the file. Undefined when
 * the path leaves the schema (an unknown field).
 */
export function formPath(schema: ZodType, path: readonly PropertyKey[], data: unknown): string | undefined {
  const { meta } = unwrap(schema)
  const parts: string[] = meta.title ? [meta.title] : []
  let current: ZodType | undefined = schema
  let value: unknown = data
  for (const [index, key] of path.entries()) {
    if (!current) return undefined
    const def = defOf(unwrap(current).inner)
    value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key as string]
    if (typeof key === 'number') {
      if (def.type !== 'array') return undefined
      current = def.element
      const name = rowName(value).replace(/^: /, '')
      // A row without a name (a new one, not filled in yet) by its place under the list's label:
      // "Pytania › pozycja 31", as the form counts them ('31 pozycji'); "Pytania 31" read as a count.
      parts.push(name || `pozycja ${key + 1}`)
      continue
    }
    const field: ZodType | undefined = def.shape?.[String(key)]
    if (!field) return undefined
    const title = unwrap(field).meta.title ?? String(key)
    // A list followed by one of its rows is named by the row.
    const rowFollows = typeof path[index + 1] === 'number'
    parts.push(title)
    if (rowFollows && rowName((value as unknown[] | undefined)?.[path[index + 1] as number]) !== '') parts.pop()
    current = field
  }
  return parts.join(' › ')
}

/** The field of `schema` at `path` (a row's place counts as any row), or undefined when the path leaves the schema. */
export function fieldAt(schema: ZodType, path: readonly PropertyKey[]): ZodType | undefined {
  let current: ZodType | undefined = schema
  for (const key of path) {
    if (!current) return undefined
    const def = defOf(unwrap(current).inner)
    current = typeof key === 'number' ? (def.type === 'array' ? def.element : undefined) : def.shape?.[String(key)]
  }
  return current
}
