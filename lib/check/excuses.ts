import type { Position } from './problem.ts'
import { remembered } from './remembered.ts'

/**
 * An editor's excuse for one line: `{/* sprawdzenie: pomiń reklama – powód *\/}`
 * in a page (or in an FAQ answer), `# sprawdzenie: pomiń reklama – powód` in a
 * data file. It silences the rules it names on its own line and, when it
 * stands alone on its line, on the next line with text.
 */
export interface Excuse extends Position {
  file: string
  /** The ids it names, as written. */
  rules: string[]
  /** Why the line is right, in the editor's words; empty when none is given. */
  reason: string
  /** The lines it silences. */
  lines: number[]
  /** What followed "sprawdzenie:" when it is not "pomiń …": the excuse cannot be read. */
  unreadable?: string
}

const mdxComment = /\{\/\*\s*sprawdzenie\s*:(.*?)\*\/\}/giu
const yamlComment = /(?:^|\s)#\s*sprawdzenie\s*:(.*)$/iu
// Any letters, not only the ids' own: „pomiń mdx-składnia” names a rule (unknown, or a locked one the
// rule pominiecie reports), where it was an excuse that could not be read.
const id = '[\\p{L}\\p{N}]+(?:[-_][\\p{L}\\p{N}]+)*'
/** "pomiń reklama – powód", "pomiń reklama, ocena: powód", "pomin reklama - powód" (a hyphen between spaces, as Word leaves it). */
const body = new RegExp(`^\\s*pomi[ńn]\\s+(${id}(?:\\s*,\\s*${id})*)(?:\\s*[–—:]\\s*|\\s+-\\s+|\\s*$)(.*)$`, 'iu')

/** Every excuse written in a page or data file. */
export const excusesIn: (file: string, text: string) => readonly Excuse[] = remembered(
  (file: string, text: string) => excusesWritten(file, text),
  // Both the check and the rule pominiecie read every file's excuses on every run; most files are unchanged since the last.
  (file, text) => ({ text, also: file }),
)

function excusesWritten(file: string, text: string): Excuse[] {
  const lines = text.split('\n')
  const excuses: Excuse[] = []
  const yaml = /\.ya?ml$/.test(file)
  lines.forEach((line, index) => {
    const found: { column: number; written: string; whole: string }[] = []
    for (const match of line.matchAll(mdxComment)) found.push({ column: match.index + 1, written: match[1]!, whole: match[0] })
    const comment = yaml && found.length === 0 ? yamlComment.exec(line) : null
    if (comment) found.push({ column: line.indexOf('#', comment.index) + 1, written: comment[1]!, whole: line.slice(line.indexOf('#', comment.index)) })
    for (const { column, written, whole } of found) {
      const alone = line.trim() === whole.trim()
      const next = alone ? lines.findIndex((other, later) => later > index && other.trim() !== '') : -1
      const covered = [index + 1, ...(next === -1 ? [] : [next + 1])]
      const parsed = body.exec(written.trim())
      excuses.push({
        file,
        line: index + 1,
        column,
        rules: parsed ? parsed[1]!.split(',').map((rule) => rule.trim().toLowerCase()) : [],
        reason: parsed ? parsed[2]!.trim() : '',
        lines: covered,
        ...(parsed ? {} : { unreadable: written.trim() }),
      })
    }
  })
  return excuses
}

/** A reason says something: at least two words' worth of letters, not a dash or "ok". */
export const hasReason = (excuse: Excuse) => excuse.reason.replace(/[^\p{L}]/gu, '').length >= 5

/**
 * A data file without the lines that hold only an excuse: the browser editor
 * drops YAML comments on its next save (one line each, not a rewrite of the
 * file), so they do not make a file "not in the editor's layout".
 */
export const withoutExcuseLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*#\s*sprawdzenie\s*:/iu.test(line))
    .join('\n')
