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
  /**
   * The fix as data, set only when it is safe: the result is certainly what
   * the editor meant (a soft hyphen pasted from Word, /cennik.mdx for
   * /cennik). `npm run check -- --popraw` and the editor's preview apply it
   * (lib/check/edits.ts).
   */
  edit?: Edit
  /**
   * The data field the finding is about, by its path in the file's data
   * (`members.0.photoAlt`), set when that field is not in the file at all: a
   * field left out has no line of its own, and the line given (its row's first)
   * holds another field. The editor's preview names and opens this one.
   */
  field?: (string | number)[]
}

/**
 * Replace `old`, written at line:column, with `text`. A position and the text
 * it replaces rather than character offsets: the check reads files with "\n"
 * line endings (lib/content/sourceText.ts), an FAQ answer is checked apart
 * from the faq.yaml it stands in (lib/check/textFields.ts) and the editor's
 * form holds a page's body without its frontmatter; a line and column survive
 * all three by moving the line, and `old` lets whoever applies the edit refuse
 * it when the text there is no longer what the check read. One line only:
 * every safe fix so far is within a line.
 */
export interface Edit {
  /** 1-based line and column (in UTF-16 code units, as the check's columns) where `old` starts. */
  line: number
  column: number
  /** The text to replace, on one line; empty for an insertion. */
  old: string
  /** What to write instead. */
  text: string
  /** The change in a few Polish words, e.g. „usunięto miękki dywiz”. */
  says: string
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
  return `${problemText(problem)}${problem.edit ? ` ${FIX_HINT}` : ''} [${problem.rule}]`
}

/** What a line with a safe fix says: one command makes every such change (lib/check/fixFiles.ts). */
export const FIX_HINT = '(npm run check -- --popraw poprawi to samo)'

/** The line without its rule's id, as the planted-mistake tests pin messages (the rules' own tests pin the ids). */
export function problemText(problem: Problem): string {
  const kind = problem.severity === 'warning' ? 'uwaga: ' : ''
  return oneLine(`${problem.file}:${problem.line}:${problem.column}: ${kind}${problem.message}. ${problem.fix}`)
}

/**
 * A problem is one line, whatever the content it quotes: a line break inside a quoted address or a file's
 * name started a line of its own, and on GitHub Actions a line starting with "::" is a command (a security
 * trial forged an annotation and stopped the real ones with '<a href="ftp:⏎::stop-commands::…">').
 */
const oneLine = (text: string) => text.replace(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/g, ' ⏎ ')

export function sortProblems<T extends Finding>(problems: T[]): T[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** The position of `index` (a character offset) in `text`. */
export function positionOf(text: string, index: number): Position {
  const before = text.slice(0, index)
  const line = before.split('\n').length
  return { line, column: index - before.lastIndexOf('\n') }
}
