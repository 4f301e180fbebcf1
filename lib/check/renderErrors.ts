import { componentNames } from '../content/componentRegistry.ts'
import { COMPONENTS_DOC, componentDocLink } from '../content/componentsReference.ts'
import { nearest } from './nearest.ts'
import { formatProblem, positionOf, type Problem } from './problem.ts'

/** What to do about an unknown component: the nearest one's entry in the reference, else the whole list. */
export function componentFix(name: string): string {
  const guess = nearest(name, componentNames)
  return guess ? `Czy chodziło o <${guess}>? Jego opis: ${componentDocLink(guess)}` : `Popraw nazwę; lista komponentów jest w ${COMPONENTS_DOC}`
}

/**
 * What an editor's mistake that got past `npm run check` looks like when the
 * page is compiled or rendered: the check's kind of line, naming the file (and
 * the line when it can be found), never the compiler's English or a stack trace.
 */

/** A problem whose line is not known has line 0: it is printed without a position. */
export function problemLine(problem: Problem): string {
  if (problem.line > 0) return formatProblem(problem)
  const kind = problem.severity === 'warning' ? 'uwaga: ' : ''
  return `${problem.file}: ${kind}${problem.message}. ${problem.fix} [${problem.rule}]`
}

/**
 * An error that stops the build with the check's line and nothing else:
 * Vike prints only the message of an error marked `hideStack`, and the stack
 * is the message too, for anything else that prints it.
 */
export class ContentError extends Error {
  readonly hideStack = true
  constructor(readonly problem: Problem) {
    super(problemLine(problem))
    this.name = 'ContentError'
    this.stack = this.message
  }
}

/** The problem behind an error thrown while a page's MDX ran (`{uwaga}` in the text, a missing component). */
export function renderProblem(file: string, source: string, error: unknown): Problem {
  const reason = error instanceof Error ? error.message : String(error)
  const undefinedName = /^(\S+) is not defined/.exec(reason)?.[1]
  if (undefinedName) {
    return {
      file,
      ...braceOf(source, undefinedName),
      rule: 'kod',
      severity: 'error',
      message: `„{${undefinedName}}”: w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst`,
      fix: 'Jeśli to zwykły tekst, usuń nawiasy, użyj nawiasu okrągłego albo napisz \\{ i \\}',
    }
  }
  // MDX names a component used but not given, with its place: "… `Phnoe` to be defined … at `10:156-10:165`".
  const component = /Expected component `([^`]+)` to be defined[\s\S]*?`(\d+):(\d+)-/.exec(reason)
  if (component) {
    return {
      file,
      line: Number(component[2]),
      column: Number(component[3]),
      rule: 'komponent',
      severity: 'error',
      message: `nie ma komponentu <${component[1]}>`,
      fix: componentFix(component[1]!),
    }
  }
  return {
    file,
    line: 0,
    column: 0,
    rule: 'mdx-skladnia',
    severity: 'error',
    message: `strony nie da się zbudować (${reason.split('\n')[0]})`,
    fix: 'Sprawdź znaczniki komponentów i nawiasy { } w tym pliku',
  }
}

/** Where `{name}` (or an expression starting with the name) is in the page's text; line 0 when it cannot be found. */
function braceOf(source: string, name: string): { line: number; column: number } {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`\\{\\s*${escaped}(?![\\w$])`).exec(source)
  return match ? positionOf(source, match.index) : { line: 0, column: 0 }
}
