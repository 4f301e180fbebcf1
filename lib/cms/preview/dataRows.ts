import type { CmsField } from '../cmsFields.ts'

/**
 * One row of a data file's list, as the editor's search offers it: what its
 * closed row in the form says ('TSH – 35 zł', the list's `summary`), where it
 * stands ('Badania laboratoryjne › Tarczyca') and the form's field to open at
 * (the CMS's key path of the field the summary starts with, e.g.
 * `categories.0.items.0.name`). Read from the data the form holds, so nothing
 * is typed twice: the rows are the file's own items.
 */
export interface DataRow {
  /** The data file, e.g. 'labTests.yaml'. */
  file: string
  summary: string
  /** The file's label, then the summaries of the rows the row stands in. */
  trail: string[]
  keyPath: string
}

const fieldsIn = /\{\{\s*fields\.([\w.]+)\s*\}\}/g

/** A value as the form's closed row shows it: a choice by its label, a list of them joined. */
function shown(value: unknown, field: CmsField | undefined): string {
  const options = Array.isArray(field?.options) ? (field.options as { value: unknown; label: string }[]) : []
  const one = (item: unknown) => options.find((option) => option.value === item)?.label ?? (item === undefined || item === null ? '' : String(item))
  return Array.isArray(value) ? value.map(one).join(', ') : one(value)
}

/** An item's summary from its list's template ('{{fields.name}} – {{fields.price}}'). */
export function rowSummary(template: string, item: Record<string, unknown>, fields: CmsField[]): string {
  return template
    .replace(fieldsIn, (_, name: string) =>
      shown(
        item[name],
        fields.find((field) => field.name === name),
      ),
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/** Every row of the lists with a summary in a data file's values, nested lists' rows included, in the file's order. */
export function dataRows(file: string, label: string, values: unknown, form: CmsField[]): DataRow[] {
  const rows: DataRow[] = []
  const walk = (value: unknown, fields: CmsField[], path: string, trail: string[]) => {
    if (!value || typeof value !== 'object') return
    for (const field of fields) {
      const inner = (value as Record<string, unknown>)[field.name]
      const keyPath = path ? `${path}.${field.name}` : field.name
      const subfields = Array.isArray(field.fields) ? (field.fields as CmsField[]) : undefined
      if (!subfields) continue
      if (field.widget !== 'list') {
        walk(inner, subfields, keyPath, trail)
        continue
      }
      if (!Array.isArray(inner)) continue
      const template = typeof field.summary === 'string' ? field.summary : undefined
      const first = template ? [...template.matchAll(fieldsIn)][0]?.[1] : undefined
      inner.forEach((item, index) => {
        if (!item || typeof item !== 'object') return
        const summary = template ? rowSummary(template, item as Record<string, unknown>, subfields) : ''
        if (summary && first) rows.push({ file, summary, trail, keyPath: `${keyPath}.${index}.${first}` })
        walk(item, subfields, `${keyPath}.${index}`, summary ? [...trail, summary] : trail)
      })
    }
  }
  walk(values, form, '', [label])
  return rows
}

/** Lower case, without diacritics ('ł' too), so 'zolta' finds 'Żółta'. */
export const searchable = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')

/** The rows whose summary holds every word of `terms`, in the files' order, at most `limit`. */
export function findRows(rows: DataRow[], terms: string, limit = 30): DataRow[] {
  const words = searchable(terms).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return rows.filter((row) => words.every((word) => searchable(row.summary).includes(word))).slice(0, limit)
}

/**
 * `rows` with each row said once: rows that read the same in the same place ('ceny szczepionek: …' fifteen times
 * in 'Dane przykładowe', one per value) were listed fifteen times above the rows searched for (an editor's trial).
 * The first of them is kept; its form lists the others beside it.
 */
export function distinctRows(rows: readonly DataRow[]): DataRow[] {
  const seen = new Set<string>()
  return rows.filter((row) => {
    const key = [row.file, ...row.trail, row.summary].join('\u0000')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The same row in values that may have changed since `row` was found (a row
 * added above it, a save): the row with the same summary and trail, the
 * nearest to where it was; undefined when it is gone.
 */
export function sameRow(row: DataRow, rows: DataRow[]): DataRow | undefined {
  const index = (keyPath: string) => keyPath.split('.').map(Number).filter(Number.isInteger)
  const distance = (other: DataRow) => index(other.keyPath).reduce((sum, value, at) => sum + Math.abs(value - (index(row.keyPath)[at] ?? 0)), 0)
  return rows
    .filter((other) => other.summary === row.summary && other.trail.join('\u0000') === row.trail.join('\u0000'))
    .sort((a, b) => distance(a) - distance(b))[0]
}
