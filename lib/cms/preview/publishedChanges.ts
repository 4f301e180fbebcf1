import { dequal } from 'dequal'
import type { ZodType } from 'zod'
import { fieldAt, formPath } from '../../check/formPath.ts'
import { rowName } from '../../check/formatIssues.ts'
import { unwrap } from '../cmsFields.ts'
import { allPages } from '../../schemas/noticesSchema.ts'
import { allPagesLabel } from '../pageChoices.ts'

/**
 * What a data file's form changes against the published site (issue 43: a way
 * back): each changed value with the value the site shows now, so an editor who
 * changed a price sees 'na stronie teraz: 35 zł' beside it and can type it back.
 * Rows of a list are matched by their id, else by their name, else by their
 * place, so adding a row in the middle shows one new row, not every row after it
 * changed; a row whose name changed where it stands is that row, renamed.
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
 * A row's identity in its list: its id, its name (a FAQ entry's question), or, for a row with neither (a pair of
 * synonyms), its whole content, when no other row has the same; else its place. By place, a question added in the
 * middle of the FAQ showed every question after it as changed, and one pair of synonyms removed showed every pair
 * after it as edited (an editor's trial). A row edited where it stands is found as renamed below.
 */
function rowKeys(rows: unknown[]): string[] {
  const names = rows.map((row) => rowName(row, ['id']) || rowName(row) || rowName(row, ['question']) || (isObject(row) ? JSON.stringify(row) : ''))
  return names.map((name, index) => (name && names.indexOf(name) === names.lastIndexOf(name) ? `name${name}` : `place:${index}`))
}

/**
 * Of the rows found on the site by name (`places[i]`: row i's place there, -1 for a row not found by name), the
 * most that kept their order: the others were moved. One row dragged down is one moved row, not every row it
 * passed; a row added or removed moves none.
 */
function inOrder(places: readonly number[]): Set<number> {
  const found = places.flatMap((place, index) => (place === -1 ? [] : [index]))
  // The longest subsequence of rows whose places on the site rise (a few dozen rows: the plain quadratic way).
  const length = found.map(() => 1)
  const previous = found.map(() => -1)
  found.forEach((row, i) => {
    for (let j = 0; j < i; j++)
      if (places[found[j]!]! < places[row]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1
        previous[i] = j
      }
  })
  const kept = new Set<number>()
  for (let i = length.indexOf(Math.max(0, ...length)); i !== -1; i = previous[i]!) kept.add(found[i]!)
  return kept
}

/**
 * The rows whose name (or content) changed where they stand: each row found by neither, paired in order with a row of
 * the site found by neither between the same two rows found by both (after index → before index). Such a row is that
 * row renamed or edited, not one removed and one added: an editor's trial renamed a category of lab tests and read
 * that every test in it was removed and added again; another removed one pair of synonyms and edited a pair below it.
 */
function renamedRows(beforeKeys: readonly string[], afterKeys: readonly string[]): Map<number, number> {
  const was = afterKeys.map((key) => beforeKeys.indexOf(key))
  const found = new Set(was)
  const renamed = new Map<number, number>()
  let from = 0
  let waiting: number[] = []
  const pair = (to: number) => {
    const free: number[] = []
    for (let index = from; index < to; index++) if (!found.has(index)) free.push(index)
    waiting.forEach((row, order) => order < free.length && renamed.set(row, free[order]!))
    waiting = []
  }
  was.forEach((place, index) => {
    if (place === -1) return void waiting.push(index)
    pair(place)
    from = Math.max(from, place + 1)
  })
  pair(beforeKeys.length)
  return renamed
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)
const isRowList = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isObject)

/** A row with nothing filled in yet (a new one): the list of changes says it in words, not as a value in quotes. */
export const EMPTY_ROW = '(pusty wiersz)'

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * A value as the editor reads it: text as it is, a box as 'tak'/'nie', a choice by the label its select shows
 * (the file keeps a code: 'badania' is 'Badania laboratoryjne'), a row or a list by its filled values joined.
 * An office worker read a new, empty row as '„(puste), (puste)”' and the FAQ's category as 'badania'.
 */
export function shownValue(value: unknown, schema?: ZodType): string {
  if (isEmpty(value)) return '(puste)'
  if (typeof value === 'boolean') return value ? 'tak' : 'nie'
  const field = schema && unwrap(schema)
  // A list of pages: its items are the page list's choices, 'wszystkie' among them (lib/cms/pageChoices.ts).
  if (Array.isArray(value) && field?.meta.pages) return value.map((page) => (page === allPages ? allPagesLabel : String(page))).join(', ')
  if (Array.isArray(value)) return value.map((item) => shownValue(item, field && fieldAt(field.inner, [0]))).join(', ')
  if (isObject(value)) {
    const filled = Object.entries(value).filter(([, item]) => !isEmpty(item))
    if (filled.length === 0) return EMPTY_ROW
    return filled.map(([key, item]) => shownValue(item, field && fieldAt(field.inner, [key]))).join(', ')
  }
  const labels = field?.meta.labels
  if (typeof labels === 'object' && labels[String(value)]) return labels[String(value)]!
  return String(value)
}

/** The changes from `published` to `now`, the values of a data file of `schema`; at most `limit` of them. */
export function publishedChanges(schema: ZodType, published: unknown, now: unknown, limit = 30): PublishedChange[] {
  const changes: PublishedChange[] = []
  const name = (data: unknown, path: Path) => formPath(schema, path, data) ?? path.join('.')
  const shown = (value: unknown, path: Path) => shownValue(value, fieldAt(schema, path))
  const walk = (before: unknown, after: unknown, beforePath: Path, afterPath: Path): void => {
    if (changes.length >= limit || dequal(before, after)) return
    // A list of rows, or one that was or became empty (the first notice added to an empty list is one new row).
    const rows = (value: unknown): value is unknown[] => isRowList(value) || (Array.isArray(value) && value.length === 0)
    if (rows(before) && rows(after) && (isRowList(before) || isRowList(after))) {
      const beforeKeys = rowKeys(before)
      const afterKeys = rowKeys(after)
      const places = afterKeys.map((key) => (key.startsWith('name') ? beforeKeys.indexOf(key) : -1))
      const stayed = inOrder(places)
      const renamed = renamedRows(beforeKeys, afterKeys)
      const renamedFrom = new Set(renamed.values())
      after.forEach((row, index) => {
        const was = renamed.get(index) ?? beforeKeys.indexOf(afterKeys[index]!)
        if (was === -1) changes.push({ where: `${name(now, [...afterPath, index])} (nowy wiersz)`, now: shown(row, [...afterPath, index]) })
        else {
          // Dragged to another place in the list: the page shows the rows in the form's order.
          if (places[index] !== -1 && !stayed.has(index))
            changes.push({ where: `${name(now, [...afterPath, index])} (przeniesiony wiersz)`, published: `pozycja ${was + 1}`, now: `pozycja ${index + 1}` })
          walk(before[was], row, [...beforePath, was], [...afterPath, index])
        }
      })
      before.forEach((row, index) => {
        if (!afterKeys.includes(beforeKeys[index]!) && !renamedFrom.has(index))
          changes.push({ where: `${name(published, [...beforePath, index])} (usunięty wiersz)`, published: shown(row, [...beforePath, index]) })
      })
      return
    }
    if (isObject(before) && isObject(after)) {
      for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) walk(before[key], after[key], [...beforePath, key], [...afterPath, key])
      return
    }
    changes.push({
      where: after === undefined ? name(published, beforePath) : name(now, afterPath),
      ...(before === undefined ? {} : { published: shown(before, beforePath) }),
      ...(after === undefined ? {} : { now: shown(after, afterPath) }),
    })
  }
  walk(published, now, [], [])
  return changes.slice(0, limit)
}
