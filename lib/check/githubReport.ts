import type { Problem } from './problem.ts'

// GitHub shows workflow-command annotations on the changed line of a pull
// request (only a few per step), and renders $GITHUB_STEP_SUMMARY on the run's
// page, which carries the full list.

/** `::error file=...,line=...,col=...,title=...::message`, escaped as GitHub's toolkit does. */
export function annotation(problem: Problem): string {
  const property = (value: string | number) => String(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C')
  const data = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const title = problem.severity === 'error' ? 'Błąd w treści strony' : 'Uwaga do treści strony'
  const command = problem.severity === 'error' ? 'error' : 'warning'
  return `::${command} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(title)}::${data(`${problem.message}. ${problem.fix}`)}`
}

/** A Markdown summary in Polish: a table of file, line, problem and fix. */
export function stepSummary(problems: Problem[], seconds: number): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const lines = [
    '## Sprawdzenie treści strony',
    '',
    problems.length === 0
      ? 'Nie znaleziono problemów.'
      : `Błędy: **${errors}**, uwagi: **${warnings}**. Błędy trzeba poprawić przed scaleniem; uwagi nie blokują zmian.`,
    '',
  ]
  if (problems.length > 0) {
    lines.push('| Plik | Linia | Problem | Jak poprawić |', '| --- | --- | --- | --- |')
    for (const problem of problems) {
      const kind = problem.severity === 'error' ? '' : 'Uwaga: '
      lines.push(`| \`${problem.file}\` | ${problem.line}:${problem.column} | ${cell(kind + problem.message)} | ${cell(problem.fix)} |`)
    }
    lines.push('')
  }
  lines.push(`Sprawdzenie trwało ${seconds.toFixed(1)} s.`, '')
  return lines.join('\n')
}
