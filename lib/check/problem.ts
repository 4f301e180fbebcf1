/** One thing an editor has to fix (or, for a warning, should look at), where they typed it. */
export interface Problem {
  /** Path from the project root, e.g. content/cennik.mdx */
  file: string
  /** 1-based line and column. */
  line: number
  column: number
  severity: 'error' | 'warning'
  /** What is wrong, in plain Polish. */
  message: string
  /** How to fix it, in plain Polish. */
  fix: string
}

/** A 1-based position in a file. */
export interface Position {
  line: number
  column: number
}

export const at = (file: string, position: Position, severity: Problem['severity'], message: string, fix: string): Problem => ({
  file,
  ...position,
  severity,
  message,
  fix,
})

/** The compiler convention: `content/cennik.mdx:12:14: message; fix` (warnings say "uwaga"). */
export function formatProblem(problem: Problem): string {
  const kind = problem.severity === 'warning' ? 'uwaga: ' : ''
  return `${problem.file}:${problem.line}:${problem.column}: ${kind}${problem.message}. ${problem.fix}`
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** The position of `index` (a character offset) in `text`. */
export function positionOf(text: string, index: number): Position {
  const before = text.slice(0, index)
  const line = before.split('\n').length
  return { line, column: index - before.lastIndexOf('\n') }
}
