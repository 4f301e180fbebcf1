import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'
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
    const bodyLine = line - closing
    const words = text.split('\n')[line - 1]?.trim() ?? ''
    if (!body || bodyLine < 1) return nowhere
    return { labels: [body.label, `wiersz ${bodyLine}${words ? ` („${excerpt(words)}”)` : ''}`], keyPath: body.name }
  }
  return yamlField(fields, text, line, column)
}

/** A field of the form: its labels from the top of the form, and its key path ('' for none). */
export interface FieldPlace {
  labels: string[]
  keyPath: string
}
const nowhere: FieldPlace = { labels: [], keyPath: '' }

/** A line's first words, for finding it in a long text. */
const excerpt = (words: string) => (words.length > 60 ? `${words.slice(0, 60).trimEnd()}…` : words)

/** The labels down to the field of a YAML text's `line` (1-based) and column. */
function yamlField(fields: readonly CmsField[], text: string, line: number, column: number): FieldPlace {
  const document = parseDocument(text, { keepSourceTokens: false })
  if (document.errors.length > 0) return nowhere
  const lines = text.split('\n')
  if (line > lines.length) return nowhere
  const offset = lines.slice(0, line - 1).reduce((sum, each) => sum + each.length + 1, 0) + Math.max(0, column - 1)
  // A position in the line's indentation or past its end still belongs to what the line holds.
  const lineStart = offset - Math.max(0, column - 1)
  const lineEnd = lineStart + (lines[line - 1]?.length ?? 0)
  const contains = (node: Node | null | undefined, at: number) => !!node?.range && node.range[0] <= at && at <= node.range[1]
  const labels: string[] = []
  const keys: (string | number)[] = []
  let node: Node | null | undefined = document.contents as Node | null
  let level: readonly CmsField[] | undefined = fields
  let list: CmsField | undefined
  const firstOnLine = (at: number) => Math.min(Math.max(at, lineStart + (lines[line - 1]!.length - lines[line - 1]!.trimStart().length)), lineEnd)
  const at = firstOnLine(offset)
  while (node) {
    if (isMap(node)) {
      const pair = node.items.find((item) => {
        const key = item.key as Node | null
        const start = key?.range?.[0]
        const end = (item.value as Node | null)?.range?.[1] ?? key?.range?.[1]
        return start !== undefined && end !== undefined && start <= at && at <= end
      })
      if (!pair || !isScalar(pair.key)) break
      const name = String(pair.key.value)
      const field: CmsField | undefined = level?.find((each) => each.name === name)
      if (!field) break
      labels.push(field.label)
      keys.push(name)
      node = pair.value as Node | null
      level = field.fields as CmsField[] | undefined
      list = field.widget === 'list' ? field : undefined
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => contains(item as Node, at))
      if (index < 0) break
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
