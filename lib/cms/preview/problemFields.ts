import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'

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
  // A column past the line's end (the check can point just after a value) stays on the line.
  const offset = lineStart + Math.min(Math.max(column - 1, firstField, 0), Math.max(lineText.length - 1, 0))
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
