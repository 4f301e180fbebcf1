import type { Edit } from './problem.ts'

/** The result of applying edits to one text: the new text, the edits made and the ones refused. */
export interface Applied {
  text: string
  applied: Edit[]
  /** Edits whose `old` is not at their place (the text changed since the check) or that overlap one applied. */
  refused: Edit[]
}

/** The character offset of a 1-based line and column in `text` ("\n" line endings), or undefined past its end. */
function offsetOf(text: string, line: number, column: number): number | undefined {
  let start = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start)
    if (next === -1) return undefined
    start = next + 1
  }
  const end = text.indexOf('\n', start)
  const offset = start + column - 1
  return column < 1 || offset > (end === -1 ? text.length : end) ? undefined : offset
}

/**
 * Applies `edits` to `text` (the check's text of one file: "\n" line endings).
 * Each edit is applied only where its `old` text stands, so an edit read from
 * a check of an older text never breaks a newer one; edits are applied from the
 * end of the text so the positions of those before stay right, and of two
 * edits that touch the same characters only the first (by position) is made:
 * the next check offers the other again if it still applies. The same edit
 * found twice (two rules, one spot) is made once.
 */
export function applyEdits(text: string, edits: readonly Edit[]): Applied {
  const placed: { edit: Edit; from: number; to: number }[] = []
  const refused: Edit[] = []
  const seen = new Set<string>()
  for (const edit of edits) {
    const key = JSON.stringify([edit.line, edit.column, edit.old, edit.text])
    if (seen.has(key)) continue
    seen.add(key)
    const from = offsetOf(text, edit.line, edit.column)
    if (from === undefined || edit.old.includes('\n') || text.slice(from, from + edit.old.length) !== edit.old) refused.push(edit)
    else placed.push({ edit, from, to: from + edit.old.length })
  }
  placed.sort((a, b) => a.from - b.from || a.to - b.to)
  const kept: typeof placed = []
  for (const candidate of placed) {
    const last = kept.at(-1)
    // Touching ranges overlap too, for an insertion: two insertions at one spot could be written in either order.
    const overlaps =
      last !== undefined && (candidate.from < last.to || (candidate.from === last.to && (candidate.from === candidate.to || last.from === last.to)))
    if (overlaps) refused.push(candidate.edit)
    else kept.push(candidate)
  }
  let result = text
  for (const { edit, from, to } of [...kept].reverse()) result = result.slice(0, from) + edit.text + result.slice(to)
  return { text: result, applied: kept.map(({ edit }) => edit), refused }
}
