import { isMap, isNode, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml'
import type { Position } from './problem.ts'
import { indentMistake } from './yamlIndent.ts'

/** A YAML text with node positions; `lineOffset` is the line the text starts after (frontmatter starts after `---`). */
export interface YamlSource {
  /** The YAML text itself. */
  text: string
  data: unknown
  document: Document
  /** Syntax errors, where they are (`explained`: the editor's words for it, when the check knows better than the parser). */
  errors: YamlError[]
  /** Where the value at `path` was written, or the nearest thing that was (a missing field: its parent). */
  positionAt: (path: readonly PropertyKey[], unknownKey?: string) => Position
}

/** The offset of the first value that opens a `quote` and does not close it on its line. */
function openQuote(text: string, quote: string): number | undefined {
  let offset = 0
  for (const line of text.split('\n')) {
    const value = /^(\s*(?:-\s+)?(?:[^\s"'#-][^:]*:\s+)?)(["'])/.exec(line)
    if (value && value[2] === quote) {
      const rest = line.slice(value[1]!.length + 1)
      const closed = quote === '"' ? /(?<!\\)"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ''))
      if (!closed) return offset + value[1]!.length
    }
    offset += line.length + 1
  }
  return undefined
}

export interface YamlError {
  position: Position
  message: string
  code: string
  explained?: { message: string; fix: string }
}

export function parseYamlSource(text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: false })
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset)
    return { line: line + lineOffset, column: col }
  }
  // One mistake (a tab, say) makes the parser report several lines after it: the first is the one to fix.
  const errors: YamlError[] = [...document.errors]
    .sort((a, b) => a.pos[0] - b.pos[0])
    .slice(0, 1)
    .map((error): YamlError => {
      // An unclosed "{ name: ..., price: ..." is reported where the parser gives up, lines later: point at the "{".
      if (/end with a \}/.test(error.message)) {
        const opened = text.lastIndexOf('{', error.pos[0])
        if (opened >= 0 && !text.slice(opened, error.pos[0]).includes('}')) return { position: toPosition(opened), message: error.message, code: 'UNCLOSED_FLOW_MAP' }
      }
      // A quote left open is reported where the file ends: point at the quote that opened it.
      const quote = /Missing closing (["'])quote/.exec(error.message)?.[1]
      const opened = quote && openQuote(text, quote)
      if (opened !== undefined && opened !== '') {
        return { position: toPosition(opened), message: error.message, code: 'UNCLOSED_QUOTE' }
      }
      const position = toPosition(error.pos[0])
      // A line indented wrongly is reported on it or, as a colon problem, on the line before: say indentation, and where the line belongs.
      const indent = indentMistake(text, lineOffset)
      if (indent && indent.position.line <= position.line + 1) {
        return { position: indent.position, message: error.message, code: 'INDENT', explained: { message: indent.message, fix: indent.fix } }
      }
      return { position, message: error.message.split('\n')[0]!, code: error.code }
    })
  const positionAt = (path: readonly PropertyKey[], unknownKey?: string): Position => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth) as unknown[], true)
      if (!isNode(node) || !node.range) continue
      if (unknownKey !== undefined && depth === path.length && isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === unknownKey)
        if (pair && isScalar(pair.key) && pair.key.range) return toPosition(pair.key.range[0])
      }
      // A missing field: point at its parent's first key, where the editor adds it.
      return toPosition(node.range[0])
    }
    return { line: 1 + lineOffset, column: 1 }
  }
  return { text, data: errors.length === 0 ? document.toJS() : undefined, document, errors, positionAt }
}
