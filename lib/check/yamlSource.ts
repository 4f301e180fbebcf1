import { isMap, isNode, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml'
import type { Position } from './problem.ts'

/** A YAML text with node positions; `lineOffset` is the line the text starts after (frontmatter starts after `---`). */
export interface YamlSource {
  data: unknown
  document: Document
  /** Syntax errors, where they are. */
  errors: { position: Position; message: string }[]
  /** Where the value at `path` was written, or the nearest thing that was (a missing field: its parent). */
  positionAt: (path: readonly PropertyKey[], unknownKey?: string) => Position
}

export function parseYamlSource(text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: false })
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset)
    return { line: line + lineOffset, column: col }
  }
  const errors = document.errors.map((error) => ({ position: toPosition(error.pos[0]), message: error.message.split('\n')[0]! }))
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
  return { data: errors.length === 0 ? document.toJS() : undefined, document, errors, positionAt }
}
