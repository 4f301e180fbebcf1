import type { Problem } from './problem.ts'
import { ruleDocs } from './ruleDocs.ts'

// GitHub shows workflow-command annotations on the changed line of a pull
// request (only a few per step), and renders $GITHUB_STEP_SUMMARY on the run's
// page, which carries the full list.

/** `::error file=...,line=...,col=...,title=...::message`, escaped as GitHub's toolkit does. */
export function annotation(problem: Problem): string {
  const property = (value: string | number) =>
    String(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C')
  const data = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const title = `${problem.severity === 'error' ? 'Błąd w treści strony' : 'Uwaga do treści strony'} [${problem.rule}]`
  const command = problem.severity === 'error' ? 'error' : 'warning'
  return `::${command} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(title)}::${data(`${problem.message}. ${problem.fix} (opis reguły: ${ruleDocs(problem.rule)})`)}`
}

/** A Markdown summary in Polish: a table of file, line, problem and fix. */
export function stepSummary(problems: Problem[], seconds: number): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  const lines = [
    '## Sprawdzenie treści strony',
    '',
    problems.length === 0
      ? 'Nie znaleziono problemów.'
      : `Błędy: **${errors}**, uwagi: **${warnings}**. Błędy trzeba poprawić przed scaleniem; uwagi nie blokują zmian.`,
    '',
  ]
  if (problems.length > 0) {
    lines.push('| Plik | Linia | Problem | Jak poprawić | Reguła |', '| --- | --- | --- | --- | --- |')
    for (const problem of problems) {
      const kind = problem.severity === 'error' ? '' : 'Uwaga: '
      lines.push(
        `| ${codeSpan(problem.file)} | ${problem.line}:${problem.column} | ${markdownCell(kind + problem.message)} | ${markdownCell(problem.fix)} | [${problem.rule}](${ruleDocs(problem.rule)}) |`,
      )
    }
    lines.push('')
  }
  lines.push(`Sprawdzenie trwało ${seconds.toFixed(1)} s.`, '')
  return lines.join('\n')
}

/**
 * Code in a message, as GitHub must show it: a tag (<Phone />, </Notice>,
 * <!-- -->), a placeholder or expression in braces ({godziny:ID}, {/* … *\/}),
 * an attribute (title="Ważne", only={["pobrania"]}), an entity (&lt;) or a
 * backslash escape (\{).
 */
const codePattern = /<[A-Za-z/!][^<>]*>|[\w-]+=(?:"[^"]*"|\{[^{}]*\})|\{[^{}]*\}|&[a-z]+;|\\[{}]/g

/** A code span that survives a table cell: a fence longer than any run of backticks inside, pipes escaped. */
function codeSpan(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length))
  const fence = '`'.repeat(longest + 1)
  const padded = code.startsWith('`') || code.endsWith('`') ? ` ${code} ` : code
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`
}

/**
 * A message as the text of one cell of GitHub's Markdown table: code as code
 * spans (GitHub would drop <Phone /> as HTML and show &lt; as "<"), the rest
 * with every character Markdown could read as syntax escaped, on one line.
 */
export function markdownCell(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ')
  let cell = ''
  let last = 0
  for (const match of oneLine.matchAll(codePattern)) {
    cell += escapeMarkdown(oneLine.slice(last, match.index)) + codeSpan(match[0])
    last = match.index + match[0].length
  }
  return cell + escapeMarkdown(oneLine.slice(last))
}

const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>&|~!#]/g, (character) => `\\${character}`)
