/** What a rule found: one thing an editor has to fix (or should look at), where they typed it. */
export interface Finding {
  /** Path from the project root, e.g. content/cennik.mdx */
  file: string
  /** 1-based line and column. */
  line: number
  column: number
  /** What is wrong, in plain Polish. */
  message: string
  /** How to fix it, in plain Polish. */
  fix: string
}

/** A finding as the check reports it: with the rule that found it and that rule's level (lib/check/rules/). */
export interface Problem extends Finding {
  /** The rule's id, e.g. reklama: its entry in docs/edycja/sprawdzenie.md says what it means and how to fix it. */
  rule: string
  severity: 'error' | 'warning'
}

/** A 1-based position in a file. */
export interface Position {
  line: number
  column: number
}

export const at = (file: string, position: Position, message: string, fix: string): Finding => ({ file, ...position, message, fix })

/** A finding reported outside the rules' run (the build's and the dev server's own stops), under the rule that covers it. */
export const asProblem = (rule: string, finding: Finding): Problem => ({ ...finding, rule, severity: 'error' })

/** The compiler convention: `content/cennik.mdx:12:14: message. Fix. [rule]` (warnings say "uwaga"). */
export function formatProblem(problem: Problem): string {
  return `${problemText(problem)} [${problem.rule}]`
}

/** The line without its rule's id, as the planted-mistake tests pin messages (the rules' own tests pin the ids). */
export function problemText(problem: Problem): string {
  const kind = problem.severity === 'warning' ? 'uwaga: ' : ''
  return `${problem.file}:${problem.line}:${problem.column}: ${kind}${problem.message}. ${problem.fix}`
}

export function sortProblems<T extends Finding>(problems: T[]): T[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** The position of `index` (a character offset) in `text`. */
export function positionOf(text: string, index: number): Position {
  const before = text.slice(0, index)
  const line = before.split('\n').length
  return { line, column: index - before.lastIndexOf('\n') }
}
