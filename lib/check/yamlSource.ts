import { isMap, isNode, isPair, isScalar, LineCounter, parseDocument, visit as visitYaml, type Document } from 'yaml'
import { rememberParsedYaml } from '../data/parseYaml.ts'
import type { Position } from './problem.ts'
import { typographicColonMistake } from './schemaProblems.ts'
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

/**
 * The first value (up to line `upTo`) that starts with one of `characters`,
 * unquoted: YAML reads "@", "`", "%" as reserved, "*" and "&" as references,
 * "[" and "{" as lists, "!", "|" and ">" as instructions, not as text.
 */
function specialStart(text: string, lineOffset: number, characters: RegExp, upTo = Infinity): YamlError | undefined {
  const lines = text.split('\n')
  const end = Math.min(upTo, lines.length)
  for (let index = upTo === Infinity ? 0 : Math.max(0, end - 2); index < end; index++) {
    const value = /^(\s*(?:-\s+)?(?:[^\s"'#-][^:]*:\s+)?)(\S.*)$/.exec(lines[index]!)
    if (!value || !characters.test(value[2]![0]!) || value[1]!.trim() === '') continue
    const written = value[2]!.trim()
    // A block scalar ("text: |") or a list written in brackets on its own ("[a, b]") is what the editor meant.
    if (/^[|>][-+]?$/.test(written) || /^\[.*\]$|^\{.*\}$/.test(written)) continue
    return {
      position: { line: index + 1 + lineOffset, column: value[1]!.length + 1 },
      message: 'value starts with a reserved character',
      code: 'SPECIAL_START',
      explained: {
        message: `wartość zaczyna się od znaku „${written[0]}”, który w YAML nie jest zwykłym tekstem`,
        fix: `Ujmij całą wartość w apostrofy: '${written.replace(/'/g, "''")}'`,
      },
    }
  }
  return undefined
}

export interface YamlError {
  position: Position
  message: string
  code: string
  explained?: { message: string; fix: string }
}

/**
 * Parsed texts, by line offset and text: the checks read the same data file
 * up to nine times (its schema, links, placeholders, continuations...) and
 * parsing YAML is most of the check's time. A YamlSource is only read, never
 * changed. Bounded: the dev server checks again after every saved file.
 */
const parsed = new Map<string, YamlSource>()

export function parseYamlSource(text: string, lineOffset = 0): YamlSource {
  const key = `${lineOffset}\n${text}`
  const known = parsed.get(key)
  if (known) return known
  if (parsed.size >= 500) parsed.clear()
  const source = parseYamlText(text, lineOffset)
  parsed.set(key, source)
  return source
}

function parseYamlText(text: string, lineOffset: number): YamlSource {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: false, logLevel: 'error' })
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
        if (opened >= 0 && !text.slice(opened, error.pos[0]).includes('}'))
          return { position: toPosition(opened), message: error.message, code: 'UNCLOSED_FLOW_MAP' }
      }
      // A quote left open is reported where the file ends: point at the quote that opened it.
      const quote = /Missing closing (["'])quote/.exec(error.message)?.[1]
      const opened = quote && openQuote(text, quote)
      if (opened !== undefined && opened !== '') {
        return { position: toPosition(opened), message: error.message, code: 'UNCLOSED_QUOTE' }
      }
      const position = toPosition(error.pos[0])
      // A value starting with a character YAML reserves (@, `, %, [, {, *, &, !, |, >), on the line reported or the one before.
      const special = specialStart(text, lineOffset, /[@`%[{*&!|>]/, position.line - lineOffset)
      if (special && error.code !== 'TAB_AS_INDENT') return special
      // Text after a quoted value's closing quote: a quote inside the value ended it ('pacjent'a', "Punkt" dla dorosłych).
      if (error.code === 'UNEXPECTED_TOKEN' && /scalar at node end/.test(error.message)) {
        const line = text.split('\n')[position.line - lineOffset - 1] ?? ''
        const quote = /^\s*(?:-\s+)?(?:[^\s"'#-][^:]*:\s+)?(["'])/.exec(line)?.[1]
        // Point at the quote that ended the value: the last one before the text after it.
        if (quote)
          return {
            position: { line: position.line, column: line.lastIndexOf(quote, position.column - 2) + 1 },
            message: error.message,
            code: quote === "'" ? 'APOSTROPHE_INSIDE' : 'QUOTE_INSIDE',
          }
      }
      // title: „Cennik: szczepienia”: quoted, but with quotes YAML does not know.
      if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
        const line = text.split('\n')[position.line - lineOffset - 1] ?? ''
        const value = /^(\s*(?:-\s+)?[^\s"'#-][^:]*:\s+)(.*)$/.exec(line)
        const explained = value && typographicColonMistake(value[2]!, value[1]!.trimStart())
        if (explained) return { position: { line: position.line, column: value[1]!.length + 1 }, message: error.message, code: 'TYPOGRAPHIC_QUOTES', explained }
      }
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
  let data: unknown
  // The browser editor writes no anchors (&name) or references (*name): one in a file is text an editor meant.
  let reference = false
  // Nor a type tag (!!js/function, !!binary): the parser would make it text, bytes or a date without a word; the build's
  // guard refuses one in a page's fields (lib/content/remarkContentGuard.ts), so the check must say it first, and for data files too.
  let tagged: { tag: string; offset: number } | undefined
  visitYaml(document, {
    Alias: () => void (reference = true),
    Node: (_key, node) => {
      reference ||= Boolean((node as { anchor?: string }).anchor)
      if (node.tag && !tagged) tagged = { tag: node.tag, offset: text.slice(0, node.range?.[0] ?? 0).search(/!\S*\s*$/) }
    },
  })
  if (errors.length === 0 && tagged) {
    const shown = tagged.tag.replace('tag:yaml.org,2002:', '!!')
    const position = toPosition(Math.max(0, tagged.offset))
    // A tag of YAML's own ('!!js/function') is code's; '!UWAGA' is an editor's text starting with '!': quote it, as any such value.
    const quoteIt = !tagged.tag.startsWith('tag:yaml.org,2002:') && specialStart(text, lineOffset, /!/, position.line - lineOffset)
    if (quoteIt) errors.push(quoteIt)
    else
      errors.push({
        position,
        message: `explicit tag ${tagged.tag}`,
        code: 'TAG',
        explained: {
          message: `wartość ma znacznik typu YAML „${shown}”, a w plikach treści wartości to tylko tekst, liczby i listy`,
          fix: 'Usuń znacznik zaczynający się od „!” i zostaw samą wartość: tekst, liczbę albo listę',
        },
      })
  }
  if (errors.length === 0) {
    try {
      if (reference) throw new Error('anchor or alias')
      data = document.toJS()
      // The build reads the same files again (its address, the prerendered pages): they need not parse them a second time.
      rememberParsedYaml(text, data)
    } catch {
      // "*ważne*" reads as a reference to a name defined nowhere: the parser gives up only when it reads the values.
      errors.push(
        specialStart(text, lineOffset, /[*&]/) ?? { position: { line: 1 + lineOffset, column: 1 }, message: 'Unresolved alias', code: 'SPECIAL_START' },
      )
    }
  }
  return { text, data, document, errors, positionAt }
}
