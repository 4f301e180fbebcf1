import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'
import type { CmsField } from '../cmsFields.ts'

/**
 * Which field of the editor's form holds a line of the check (issue 43: the
 * check's lines stand at the field they concern). The check reads the file the
 * form will save (cmsYaml, pageFile) and says `line:column`; the CMS names a
 * field by its key path, list items by their index (`categories.2.items.5.price`),
 * as its fields' `data-key-path` and its 'highlight-editor-field' message do.
 */

/** The key path of the field that holds line `line` (1-based; at `column`) of a YAML text, or undefined when no field does. */
export function yamlKeyPath(text: string, line: number, column = 1): string | undefined {
  const lines = text.split('\n')
  const lineText = lines[line - 1]
  if (lineText === undefined) return undefined
  const lineStart = lines.slice(0, line - 1).reduce((offset, previous) => offset + previous.length + 1, 0)
  // A line-wide finding (column 1) of `  - name: TSH` concerns the first field on it, not the list around it.
  const firstField = lineText.search(/[^\s-]/)
  const offset = lineStart + Math.max(column - 1, firstField, 0)
  const path = pathAt(parsed(text), offset, [])
  return path.length > 0 ? path.join('.') : undefined
}

/** The last text's tree: a check's lines all read the same text. */
let last: { text: string; contents: unknown } | undefined
function parsed(text: string): unknown {
  if (last?.text !== text) last = { text, contents: parseDocument(text).contents }
  return last.contents
}

function pathAt(node: unknown, offset: number, path: (string | number)[]): (string | number)[] {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key as Node | null
      const start = key?.range?.[0]
      const end = (pair.value as Node | null)?.range?.[2] ?? key?.range?.[2]
      if (start === undefined || end === undefined || offset < start || offset >= end) continue
      const name = isScalar(key) ? String(key.value) : String(key)
      return pathAt(pair.value, offset, [...path, name])
    }
  }
  if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      const range = (item as Node | null)?.range
      if (range && offset >= range[0] && offset < range[2]) return pathAt(item, offset, [...path, index])
    }
  }
  return path
}

/** The body field of a page's form (lib/cms/cmsConfig.ts). */
export const PAGE_BODY = 'body'

/** The key path for line `line` of a page's file as pageFile writes it: a field of its frontmatter, or its text below. */
export function pageKeyPath(text: string, line: number, column = 1): string | undefined {
  const lines = text.split('\n')
  if (lines[0] !== '---') return PAGE_BODY
  const close = lines.indexOf('---', 1)
  if (close < 0 || line > close + 1) return PAGE_BODY
  if (line <= 1 || line === close + 1) return undefined
  return yamlKeyPath(lines.slice(1, close).join('\n'), line - 1, column)
}

/** The field names a list item by, in this order, as its collapsed row does (lib/cms/cmsFields.ts, summaryOf). */
const NAMING_FIELDS = ['title', 'name', 'label', 'disease', 'question', 'caption', 'age', 'type', 'year', 'id']

/**
 * Where a field is, in the form's words: its labels and, for a list's item,
 * the item's name ('Kategorie › Tarczyca › Badania › TSH › Cena'). What the
 * form does not describe is left out, never shown as a code.
 */
export function fieldTrail(form: readonly CmsField[], values: unknown, keyPath: string): string {
  const trail: string[] = []
  let fields: readonly CmsField[] | undefined = form
  let value = values
  const segments = keyPath.split('.')
  for (let at = 0; at < segments.length; at++) {
    const field: CmsField | undefined = fields?.find((candidate) => candidate.name === segments[at])
    if (!field) break
    trail.push(field.label)
    value = (value as Record<string, unknown> | undefined)?.[field.name]
    fields = field.fields as CmsField[] | undefined
    const index = Number(segments[at + 1])
    if (field.widget !== 'list' || !Number.isInteger(index)) continue
    at++
    value = (value as unknown[] | undefined)?.[index]
    trail.push(itemName(value) ?? `pozycja ${index + 1}`)
    if (!fields && field.field) fields = [field.field as CmsField]
  }
  return trail.join(' › ')
}

function itemName(item: unknown): string | undefined {
  if (typeof item === 'string' || typeof item === 'number') return String(item)
  if (!item || typeof item !== 'object') return undefined
  const name = NAMING_FIELDS.map((key) => (item as Record<string, unknown>)[key]).find((value) => typeof value === 'string' && value.trim())
  return name === undefined ? undefined : String(name)
}
