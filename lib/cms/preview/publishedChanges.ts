import { dequal } from 'dequal'
import type { ZodType } from 'zod'
import { formPath } from '../../check/formPath.ts'
import { rowName } from '../../check/formatIssues.ts'

/**
 * What a data file's form changes against the published site (issue 43: a way
 * back): each changed value with the value the site shows now, so an editor who
 * changed a price sees 'na stronie teraz: 35 zł' beside it and can type it back.
 * Rows of a list are matched by their id, else by their name, else by their
 * place, so adding a row in the middle shows one new row, not every row after it
 * changed.
 */
export interface PublishedChange {
  /** The field in the form's words (lib/check/formPath.ts), e.g. 'Cennik badań › Morfologia › Cena'. */
  where: string
  /** The value on the site now; undefined for a new row or field. */
  published?: string
  /** The value after the change; undefined for a removed row or field. */
  now?: string
}

type Path = (string | number)[]

/**
 * A row's identity in its list: its id, its name (a FAQ entry's question) when no other row has it, else its
 * place. By place, a question added in the middle of the FAQ showed every question after it as changed.
 */
function rowKeys(rows: unknown[]): string[] {
  const names = rows.map((row) => rowName(row, ['id']) || rowName(row) || rowName(row, ['question']))
  return names.map((name, index) => (name && names.indexOf(name) === names.lastIndexOf(name) ? `name${name}` : `place:${index}`))
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)
const isRowList = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isObject)

/** A value as the editor reads it: text as it is, a box as 'tak'/'nie', a list of words joined. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(puste)'
  if (typeof value === 'boolean') return value ? 'tak' : 'nie'
  if (Array.isArray(value)) return value.map(shownValue).join(', ')
  if (isObject(value)) return Object.values(value).map(shownValue).join(', ')
  return String(value)
}

/** The changes from `published` to `now`, the values of a data file of `schema`; at most `limit` of them. */
export function publishedChanges(schema: ZodType, published: unknown, now: unknown, limit = 30): PublishedChange[] {
  const changes: PublishedChange[] = []
  const name = (data: unknown, path: Path) => formPath(schema, path, data) ?? path.join('.')
  const walk = (before: unknown, after: unknown, beforePath: Path, afterPath: Path): void => {
    if (changes.length >= limit || dequal(before, after)) return
    if (isRowList(before) && isRowList(after)) {
      const beforeKeys = rowKeys(before)
      const afterKeys = rowKeys(after)
      after.forEach((row, index) => {
        const was = beforeKeys.indexOf(afterKeys[index]!)
        if (was === -1) changes.push({ where: `${name(now, [...afterPath, index])} (nowy wiersz)`, now: shownValue(row) })
        else walk(before[was], row, [...beforePath, was], [...afterPath, index])
      })
      before.forEach((row, index) => {
        if (!afterKeys.includes(beforeKeys[index]!))
          changes.push({ where: `${name(published, [...beforePath, index])} (usunięty wiersz)`, published: shownValue(row) })
      })
      return
    }
    if (isObject(before) && isObject(after)) {
      for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) walk(before[key], after[key], [...beforePath, key], [...afterPath, key])
      return
    }
    changes.push({
      where: after === undefined ? name(published, beforePath) : name(now, afterPath),
      ...(before === undefined ? {} : { published: shownValue(before) }),
      ...(after === undefined ? {} : { now: shownValue(after) }),
    })
  }
  walk(published, now, [], [])
  return changes.slice(0, limit)
}
