import { parse, stringify } from 'yaml'
import { formatDataFile } from '../../lib/cms/cmsFormat.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'

/**
 * A copy of the editor's repository with its data files' lists made short, for
 * tests that read what a form shows but not the rows themselves
 * (adminLanguage.test.ts): a field's label, hint, buttons and choices are the
 * same in every row, so a list of 60 lab tests shows the same words as a list
 * of 5, at a fraction of the browser's drawing. Derived from the files, so it
 * follows the frozen site when that changes. What a form shows besides a row's
 * values stays:
 *
 * - every row shape: a row is kept for each distinct way its fields are filled
 *   (`shape`: empty or not, which parts of an object, a box on or off), its own
 *   lists counted (`countForms`) and its texts written (`scalarStyles`: quoted, over
 *   lines), so a field that only some rows fill is still drawn, and a save writes
 *   every way of writing a text the whole file has (adminLanguage.test.ts saves each form);
 * - each list's count in the same grammatical form ('2 pozycje', '13 pozycji':
 *   Intl.PluralRules' category of the number) and at least the list's `min`;
 * - the first rows, in their order (a test that edits the first row finds it), and
 *   every row of a list of five or fewer;
 * - whole, the lists another form's choice reads (a relation field's options: the
 *   team's members, the booking form's visit types, the hours);
 * - the rows holding a value samples.yaml names as a sample of the file.
 */

/** A field of the built editor's configuration (admin/config.yml), as much as telling forms and rows apart needs. */
export interface ConfigField {
  name: string
  widget: string
  hint?: string
  pattern?: [string, string]
  collection?: string
  /** A relation's data file (its name in the 'dane' collection) and the path of the value it stores ('members.*.id'). */
  file?: string
  value_field?: string
  min?: number
  /** A text's length limits: the form counts its characters ('Wprowadzono 34 znaki. Maksimum: 200.'). */
  minlength?: number
  maxlength?: number
  fields?: ConfigField[]
  field?: ConfigField
}

/** A list's item as a field: an object of the list's fields, or its one field. */
const itemOf = (field: ConfigField): ConfigField | undefined => (field.fields ? { ...field, widget: 'object' } : field.field)

/** What of a value the form shows besides the value itself: empty or not, an object's and a list's parts, a box's or a choice's state. */
export function shape(field: ConfigField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '-'
  if (field.widget === 'object' && field.fields && typeof value === 'object')
    return `{${field.fields.map((sub) => `${sub.name}:${shape(sub, (value as Record<string, unknown>)[sub.name])}`).join(',')}}`
  if (field.widget === 'list' && Array.isArray(value)) {
    const item = itemOf(field)
    return `[${[...new Set(value.map((entry) => (item ? shape(item, entry) : 'set')))].sort().join(',')}]`
  }
  // A box on or off; a choice shows its label, and every label of the list is read anyway.
  if (field.widget === 'boolean') return JSON.stringify(value)
  return 'set'
}

const plural = new Intl.PluralRules('pl')

/**
 * The grammatical form of every count the form shows of `value`, as 'path: form', each once: a list's
 * ('2 pozycje': few, '13 pozycji': many) and a limited text's characters ('Wprowadzono 34 znaki').
 */
export function countForms(field: ConfigField, value: unknown, path = ''): Set<string> {
  const found = new Set<string>()
  const here = path && field.name ? `${path}.${field.name}` : path || field.name
  if (typeof value === 'string' && (field.minlength !== undefined || field.maxlength !== undefined))
    found.add(`${here} (characters): ${plural.select([...value].length)}`)
  if (value === undefined || value === null || typeof value !== 'object') return found
  const add = (forms: Set<string>) => {
    for (const form of forms) found.add(form)
  }
  if (field.widget === 'list' && Array.isArray(value)) {
    found.add(`${here}: ${plural.select(value.length)}`)
    const item = itemOf(field)
    if (item) for (const row of value) add(countForms({ ...item, name: '' }, row, here))
  } else if (field.fields && !Array.isArray(value)) for (const sub of field.fields) add(countForms(sub, (value as Record<string, unknown>)[sub.name], here))
  return found
}

/**
 * How the YAML writes each text in `value`, as 'key:style' (the key of the text or of the list holding it; the
 * style is the writer's first character: ' and " quoted, | and > over lines, p plain), each once: a form's
 * save writes every text again, so a cut file keeps one text of each way its whole file writes one.
 */
export function scalarStyles(value: unknown, key = ''): Set<string> {
  if (typeof value === 'string') {
    const first = stringify(value, { lineWidth: 0 }).trimStart()[0] ?? ''
    return new Set([`${key}:${'\'"|>'.includes(first) ? first : 'p'}`])
  }
  const found = new Set<string>()
  if (Array.isArray(value)) for (const entry of value) for (const style of scalarStyles(entry, key)) found.add(style)
  else if (value && typeof value === 'object')
    for (const [name, entry] of Object.entries(value)) for (const style of scalarStyles(entry, name)) found.add(style)
  return found
}

/** Which rows of a list of `rows` to keep: one of each shape, the first few, as many as keep the count's form. */
function keptRows(item: ConfigField | undefined, rows: unknown[], min: number, named: ReadonlySet<string>): number[] {
  const kept = new Set<number>()
  const shapes = new Set<string>()
  rows.forEach((row, index) => {
    // A row holding a value samples.yaml names in this file: the check reports a sample whose value is gone.
    if (leafValues(row).some((value) => named.has(value))) kept.add(index)
    // A row whose own lists' counts take another form ('3 pozycje' in one category, '13 pozycji' in the next) is a shape too.
    // And so is a row with a text the YAML writes in another way (quoted, over lines): each way a form's save writes is kept.
    const rowShape = `${item ? `${shape(item, row)} ${[...countForms({ ...item, name: '' }, row)].sort().join(',')}` : 'set'} ${[...scalarStyles(row)].sort().join(',')}`
    if (!shapes.has(rowShape)) kept.add(index)
    shapes.add(rowShape)
  })
  // A short list is left whole: little to gain, and its rows may be what other rows name (a programme's id).
  if (rows.length <= 5) return rows.map((_, index) => index)
  let count = Math.max(kept.size, 2, min)
  while (count < rows.length && plural.select(count) !== plural.select(rows.length)) count++
  for (let index = 0; kept.size < count; index++) kept.add(index)
  // A row another kept row names (an answer linking to the question '„Jakie dokumenty zabrać na wizytę?”'), so the
  // check finds what the kept rows point to; each added row may name more.
  const texts = rows.map((row) => JSON.stringify(row))
  const names = rows.map((row) => leafTexts(row).filter((text) => text.length >= 8))
  for (let added = true; added; ) {
    added = false
    rows.forEach((_, index) => {
      if (kept.has(index) || !names[index]!.some((name) => [...kept].some((other) => texts[other]!.includes(name)))) return
      kept.add(index)
      added = true
    })
  }
  return [...kept].sort((a, b) => a - b)
}

/** Every text and number in `value`, however deep, as text. */
const leafValues = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number' ? [String(value)] : value && typeof value === 'object' ? Object.values(value).flatMap(leafValues) : []

/** Every text in `value`, however deep. */
const leafTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leafTexts) : []

/** `value` of `field` with its lists trimmed, except those at the paths in `whole` (a list's path: its fields' names, 'hours'). */
function trimmed(field: ConfigField, value: unknown, path: string, whole: ReadonlySet<string>, named: ReadonlySet<string>): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value
  const here = path && field.name ? `${path}.${field.name}` : path || field.name
  if (field.widget === 'list' && Array.isArray(value)) {
    const item = itemOf(field)
    const rows = whole.has(here) ? value.map((_, index) => index) : keptRows(item, value, field.min ?? 0, named)
    return rows.map((index) => (item ? trimmed({ ...item, name: '' }, value[index], here, whole, named) : value[index]))
  }
  if (field.fields && !Array.isArray(value)) {
    const object = { ...(value as Record<string, unknown>) }
    for (const sub of field.fields) if (sub.name in object) object[sub.name] = trimmed(sub, object[sub.name], here, whole, named)
    return object
  }
  return value
}

/** Every relation field's source list, as `${data file}:${list path}` ('team:members'). */
function relationSources(fields: ConfigField[] = [], found = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (field.widget === 'relation' && field.file && field.value_field) found.add(`${field.file}:${field.value_field.split('.*')[0]}`)
    relationSources(field.fields, found)
    if (field.field) relationSources([field.field], found)
  }
  return found
}

/**
 * `files` (the repository: path → text) with each data file of `dataForms` (the
 * 'dane' collection's files of admin/config.yml) trimmed; every other file as it is.
 */
export function trimmedRepository(
  files: Record<string, string>,
  dataForms: readonly { name: string; file: string; fields: ConfigField[] }[],
): Record<string, string> {
  const sources = relationSources(dataForms.flatMap((form) => form.fields))
  const samples = (parse(files['content/data/samples.yaml'] ?? '') as { samples?: { file: string; value: string }[] } | null)?.samples ?? []
  const copy = { ...files }
  for (const form of dataForms) {
    const text = files[form.file]
    if (text === undefined) continue
    const whole = new Set([...sources].filter((source) => source.startsWith(`${form.name}:`)).map((source) => source.slice(form.name.length + 1)))
    const root: ConfigField = { name: '', widget: 'object', fields: form.fields }
    // Written as the CMS writes it, as the frozen site's files are (the check says so of a file that is not).
    const schema = dataSchemas[form.file.split('/').at(-1)!]
    const named = new Set(samples.filter((sample) => sample.file === form.file).map((sample) => String(sample.value)))
    const cut = stringify(trimmed(root, parse(text), '', whole, named))
    copy[form.file] = (schema && formatDataFile(cut, schema)) ?? cut
  }
  return copy
}
