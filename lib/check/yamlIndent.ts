import { pluralPl } from '../data/pluralPl.ts'
import type { Position } from './problem.ts'

/** A level of block YAML: the column its lines start at, and whether they are fields or list items. */
interface Level {
  indent: number
  kind: 'field' | 'item'
  /** The last line seen at this level (1-based), and how it reads in a message. */
  line: number
  name: string
}

export interface IndentMistake {
  position: Position
  message: string
  fix: string
}

const fieldPattern = /^([^\s#'"{[-][^:]*?|"[^"]*"|'[^']*'):(\s|$)/
const blockScalar = /:\s*[|>][+-]?\d*\s*$/

/** How a line reads in a message: a field by its name, a list item by its first words. */
function nameOf(rest: string, kind: Level['kind']): string {
  if (kind === 'field') return `„${fieldPattern.exec(rest)?.[1] ?? rest}”`
  const words = rest.replace(/^-\s*/, '').split(/\s+/).slice(0, 3).join(' ')
  return `„- ${words.length > 30 ? `${words.slice(0, 30)}…` : words}”`
}

/**
 * The first line of block YAML (as the browser editor writes it: two spaces a
 * level) whose indentation fits no level open above it, with the column it
 * should start at and the line it should line up with; or a line among list
 * items that lost its "- ". The parser reports such lines in its own terms
 * ("All mapping items must start at the same column", or a colon problem a
 * line earlier), so the check asks this first when a file does not parse.
 * `lineOffset`: the line the text starts after (a page's fields start after `---`).
 */
export function indentMistake(text: string, lineOffset = 0): IndentMistake | undefined {
  const stack: Level[] = []
  /** The previous line opened a block ("name:" with nothing after it, or "-"): its indent. */
  let opener: { indent: number; field: boolean } | undefined
  /** Inside a block scalar ("text: |"): lines deeper than this indent are its text. */
  let scalarIndent: number | undefined
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!
    const rest = raw.trimStart()
    if (rest === '' || rest.startsWith('#') || raw.startsWith('\t')) continue
    const indent = raw.length - rest.length
    const lineNumber = index + 1 + lineOffset
    if (scalarIndent !== undefined && indent > scalarIndent) continue
    scalarIndent = undefined
    const kind: Level['kind'] = /^-(\s|$)/.test(rest) ? 'item' : 'field'
    const top = stack.at(-1)
    if (!top || (opener && indent > opener.indent) || (opener?.field && kind === 'item' && indent === opener.indent)) {
      stack.push({ indent, kind, line: lineNumber, name: nameOf(rest, kind) })
    } else {
      let at = stack.length - 1
      while (at >= 0 && stack[at]!.indent !== indent) at--
      if (at === -1) {
        // A field deeper than the field above it, that field having a value: a continuation of that value, not a mistake of indentation.
        if (indent > top.indent && kind === 'field' && !fieldPattern.test(rest)) {
          opener = undefined
          continue
        }
        return misaligned(stack, indent, kind, rest, lineNumber)
      }
      stack.length = at + 1
      const level = stack[at]!
      if (level.kind === 'item' && kind === 'field') {
        return {
          position: { line: lineNumber, column: indent + 1 },
          message: 'linia w liście nie zaczyna się od „- ”',
          fix: `Dopisz „- ” na początku linii, tak jak w linii ${level.line}`,
        }
      }
      if (level.kind === 'field' && kind === 'item') return misaligned(stack.slice(0, at), indent, kind, rest, lineNumber) ?? undefined
      level.line = lineNumber
      level.name = nameOf(rest, kind)
    }
    // What this line opens for the next one.
    opener = undefined
    const content = kind === 'item' ? rest.replace(/^-\s*/, '') : rest
    const contentIndent = kind === 'item' ? indent + (rest.length - content.length) : indent
    if (kind === 'item' && content === '') opener = { indent, field: false }
    else if (kind === 'item' && fieldPattern.test(content))
      stack.push({ indent: contentIndent, kind: 'field', line: lineNumber, name: nameOf(content, 'field') })
    if (fieldPattern.test(content)) {
      if (/:\s*$/.test(content)) opener = { indent: contentIndent, field: true }
      else if (blockScalar.test(content)) scalarIndent = contentIndent
    }
  }
  return undefined
}

/** A line whose indentation matches no open level: the level of its kind nearest to it is the one it was meant for. */
function misaligned(stack: Level[], indent: number, kind: Level['kind'], rest: string, line: number): IndentMistake | undefined {
  const candidates = stack.filter((level) => level.kind === kind)
  const meant = (candidates.length > 0 ? candidates : stack).reduce<Level | undefined>(
    (best, level) => (!best || Math.abs(level.indent - indent) <= Math.abs(best.indent - indent) ? level : best), // a tie: the deeper level, the line just above
    undefined,
  )
  if (!meant) return undefined
  const what = kind === 'field' ? `pole ${nameOf(rest, kind)}` : `pozycja listy ${nameOf(rest, kind)}`
  const others = meant.kind === 'field' ? 'pola na tym poziomie' : 'pozycje tej listy'
  return {
    position: { line, column: 1 },
    message: `wcięcie: ${what} zaczyna się w kolumnie ${indent + 1}, a ${others} w kolumnie ${meant.indent + 1}`,
    fix: `Wyrównaj ${kind === 'field' ? 'je' : 'ją'} do kolumny ${meant.indent + 1} (${meant.indent === 0 ? 'bez spacji' : `${meant.indent} ${pluralPl(meant.indent, ['spacja', 'spacje', 'spacji'])}`} na początku linii), tak jak ${meant.name} w linii ${meant.line}`,
  }
}
