import { isScalar, LineCounter, parseDocument } from 'yaml'

/**
 * Where a place of a data file (`line`, `column`, 1-based, as the check gives it) stands in the text of the field at
 * `keyPath` (the CMS's key path, e.g. `questions.3.answer`), counted as its text box counts: for 'Pokaż pole' to put
 * the cursor at the mistake in a long FAQ answer, as it does in a page's text (an editor's trial was left at the
 * answer's start, told to put the cursor just after an invisible soft hyphen). Only a text written as a block
 * (`|`, each line as typed) or on one line without quotes maps line for line; undefined for anything else.
 */
export function valuePosition(text: string, keyPath: string, line: number, column: number): { line: number; column: number } | undefined {
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines, keepSourceTokens: false })
  const keys = keyPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))
  const node = document.getIn(keys, true)
  if (!isScalar(node) || !node.range || typeof node.value !== 'string') return undefined
  const start = lines.linePos(node.range[0])
  if (node.type === 'PLAIN') {
    if (line !== start.line || column < start.col) return undefined
    return { line: 1, column: column - start.col + 1 }
  }
  if (node.type !== 'BLOCK_LITERAL') return undefined
  // The header ('|-') stands on the field's line; the text starts on the next, indented as its first line is.
  const textLine = line - start.line
  const first = text.split('\n')[start.line] ?? ''
  const indent = first.length - first.trimStart().length
  if (textLine < 1 || textLine > node.value.split('\n').length || column <= indent) return undefined
  return { line: textLine, column: column - indent }
}
