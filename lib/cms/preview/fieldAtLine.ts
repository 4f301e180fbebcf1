import { isMap, isScalar, isSeq, parse, parseDocument, type Node } from 'yaml'
import { formPath } from '../../check/formPath.ts'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { yamlKeyPath } from './problemFields.ts'
import type { CmsField } from '../cmsFields.ts'
import { frontmatterPattern } from '../../content/splitFrontmatter.ts'

/**
 * Where a line of a file stands in the editor's form, in the form's words: the
 * labels of the fields from the top of the form down to the field that holds
 * the line ('Kategorie badań', 'Tarczyca', 'Badania', 'TSH – 35 zł', 'Cena'),
 * a list's row named as its closed row reads (its `summary`). The pull
 * request's check names a file and a line (lib/check/githubReport.ts); the
 * worker knows the form, not the file. A page's text is one field: the line
 * is named by its number in that field and the words it starts with.
 * Also the field's key path as the CMS names it (`categories.0.items.2.price`),
 * with which the CMS opens the rows above a field and puts the cursor in it.
 * Empty when the line is outside every field (or the text cannot be read).
 */
export function fieldAtLine(fields: readonly CmsField[], text: string, line: number, column = 1): FieldPlace {
  const page = frontmatterPattern.exec(text)
  if (page) {
    const closing = page[0].split('\n').length - (page[0].endsWith('\n') ? 1 : 0)
    // Inside the block of fields: its YAML starts on the file's second line.
    if (line < closing) return line < 2 ? nowhere : yamlField(fields, page[1] ?? '', line - 1, column)
    const body = fields.find((field) => field.name === 'body')
    // The text field starts at the text's first line: the blank lines after the block of fields are not in it.
    const lines = text.split('\n')
    const blank = lines.slice(closing).findIndex((each) => each.trim() !== '')
    const bodyLine = line - closing - Math.max(blank, 0)
    const words = lines[line - 1]?.trim() ?? ''
    if (!body || bodyLine < 1) return nowhere
    return { labels: [body.label, `wiersz ${bodyLine}${words ? ` („${excerpt(words)}”)` : ''}`], keyPath: body.name }
  }
  return yamlField(fields, text, line, column)
}

/**
 * Where a line of `file` is, in the editor's words, with its field's key path:
 * a data file's field as the check and the preview's list of changes name it
 * (lib/check/formPath.ts: 'Badania laboratoryjne › Tarczyca › TSH › Cena'), a
 * page's by the form's labels. The board's lines and the form's lines of the
 * check both say it this way. `named` is false when only the labels say it.
 */
export function namedField(
  file: string,
  fields: readonly CmsField[],
  text: string,
  line: number,
  column = 1,
  /** The field by its path, where the check gives it (Finding.field: a field not in the file, whose line is its row's). */
  field?: readonly (string | number)[],
): FieldPlace & { named: boolean } {
  const place = (field && fieldAtPath(fields, field)) || fieldAtLine(fields, text, line, column)
  const schema = file.startsWith('content/data/') ? dataSchemas[file.slice('content/data/'.length)] : undefined
  const keys = place.keyPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))
  const named = schema && place.keyPath ? formPath(schema, keys, parseOrUndefined(text)) : undefined
  return named ? { labels: [named], keyPath: place.keyPath, named: true } : { ...place, named: false }
}

const parseOrUndefined = (text: string): unknown => {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/**
 * The form's labels down a key path (a list's rows by their number: namedField names a data file's rows by
 * their values); undefined where the form has no such field.
 */
function fieldAtPath(fields: readonly CmsField[], path: readonly (string | number)[]): FieldPlace | undefined {
  const labels: string[] = []
  let level: readonly CmsField[] | undefined = fields
  for (const key of path) {
    if (typeof key === 'number') {
      labels.push(`pozycja ${key + 1}`)
      continue
    }
    const found: CmsField | undefined = level?.find((each) => each.name === key)
    if (!found) return undefined
    labels.push(found.label)
    level = found.fields as CmsField[] | undefined
  }
  return { labels, keyPath: path.join('.') }
}

/** A field of the form: its labels from the top of the form, and its key path ('' for none). */
export interface FieldPlace {
  labels: string[]
  keyPath: string
}
const nowhere: FieldPlace = { labels: [], keyPath: '' }

/** A line's first words, for finding it in a long text. */
/**
 * A line's first words, to tell it apart. A private-use character (the Symbol font's bullet U+F0B7 that Word pastes)
 * shows as an empty box in the editor's font: quoted as the bullet Word showed.
 */
const excerpt = (line: string) => {
  const words = line.replace(/[\uE000-\uF8FF]/g, '•')
  return words.length > 60 ? `${words.slice(0, 60).trimEnd()}…` : words
}

/** The labels down to the field of a YAML text's `line` (1-based) and column. */
function yamlField(fields: readonly CmsField[], text: string, line: number, column: number): FieldPlace {
  const document = parseDocument(text)
  if (document.errors.length > 0) return nowhere
  const keyPath = yamlKeyPath(text, line, column)
  if (!keyPath) return nowhere
  const labels: string[] = []
  const keys: (string | number)[] = []
  let node = document.contents as Node | null
  let level: readonly CmsField[] | undefined = fields
  let list: CmsField | undefined
  // Down the key path, as far as the form has fields for it: each field's label, each list row as its closed row reads.
  for (const key of keyPath.split('.')) {
    if (isMap(node)) {
      const field: CmsField | undefined = level?.find((each) => each.name === key)
      if (!field) break
      labels.push(field.label)
      keys.push(key)
      node = node.get(key, true) as Node | null
      level = field.fields as CmsField[] | undefined
      list = field.widget === 'list' ? field : undefined
    } else if (isSeq(node)) {
      const index = Number(key)
      const item = node.items[index] as Node
      labels.push(rowName(list, item, index))
      keys.push(index)
      node = item
      // A list of plain values (one field per item) is named by its rows alone.
      level = (list?.fields as CmsField[] | undefined) ?? undefined
      list = undefined
    } else break
  }
  return { labels, keyPath: keys.join('.') }
}

/** A list's row as its closed row reads: the list's summary with the item's values, or its number. */
function rowName(list: CmsField | undefined, item: Node, index: number): string {
  const summary = typeof list?.summary === 'string' ? list.summary : undefined
  const values = isMap(item) ? (item.toJSON() as Record<string, unknown>) : undefined
  if (summary && values) {
    const named = summary
      .replace(/\{\{\s*fields\.([\w.]+)\s*\}\}/g, (_whole, key: string) => {
        const value = values[key]
        return value === undefined || value === null || typeof value === 'object' ? '' : String(value)
      })
      .replace(/\{\{[^}]*\}\}/g, '')
      .replace(/\s*–\s*$/, '')
      .trim()
    if (named) return named
  }
  if (isScalar(item) && item.value !== null && typeof item.value !== 'object') return String(item.value)
  return `pozycja ${index + 1}`
}
