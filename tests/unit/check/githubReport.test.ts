import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import type { Root, Table } from 'mdast'
import { expect, test } from 'vitest'
import { annotation, markdownCell, stepSummary } from '../../../lib/check/githubReport.ts'
import { ruleDocs } from '../../../lib/check/ruleDocs.ts'
import { formatProblem, problemText, type Problem } from '../../../lib/check/problem.ts'

// The summary GitHub renders on the run's page ($GITHUB_STEP_SUMMARY) is
// Markdown: read back with GitHub's dialect (GFM), every cell must say exactly
// what the check printed, with no HTML for GitHub to drop.

const problem = (message: string, fix: string): Problem => ({ file: 'content/cennik.mdx', line: 3, column: 7, rule: 'kod', severity: 'error', message, fix })
const tricky = [
  problem(
    'po znaku „<” nie ma nazwy znacznika (w pliku MDX „<” otwiera znacznik)',
    'Jeśli to zwykły tekst (np. „<3 lat”), napisz słowo („poniżej 3 lat”) albo &lt;',
  ),
  problem('„+48 22 100 00 00” jest wpisane ręcznie', 'Wstaw <Phone />, żeby zmiana w clinic.yaml zmieniła to wszędzie'),
  problem('w pliku MDX nawias „{” otwiera kod, a nie zwykły tekst', 'Użyj nawiasu okrągłego albo napisz \\{ i \\}'),
  problem('komentarz HTML „<!-- -->” nie działa w plikach MDX', 'Napisz komentarz tak: {/* treść komentarza */}'),
  problem('ten wiersz tabeli ma 2 komórki, a nagłówek 3', 'Sprawdź, czy między komórkami nie brakuje znaku „|”; pustą komórkę też zamknij „|”'),
  problem(
    'wartość atrybutu only w <Hours> nie jest tekstem w cudzysłowie ani listą: „{pobrania}” jest kodem',
    'Ujmij wartość w cudzysłów, np. id="infolinia", a listę zapisz tak: only={["pobrania", "szczepienia"]}',
  ),
  problem(
    'znacznik <Phone /> stoi między znakami „`”: strona pokaże jego zapis',
    'Usuń znaki „`” wokół znacznika; _ga_* i **pogrubienie** to zwykły tekst, [link](/x) też',
  ),
  problem('{godziny:porady}: w clinic.yaml nie ma godzin o id „porady”', 'Wpisz {godziny:infolinia} & sprawdź # nagłówek ~ tyldę! \\ ukośnik'),
]

/** The table of a summary, read as GitHub reads it: each row's cells as text. */
function cellsOf(markdown: string): { texts: string[][]; html: number } {
  const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  const table = tree.children.find((node): node is Table => node.type === 'table')!
  let html = 0
  const count = (node: { type: string; children?: unknown[] }): void => {
    if (node.type === 'html') html++
    for (const child of (node.children ?? []) as { type: string }[]) count(child)
  }
  count(table)
  return { texts: table.children.slice(1).map((row) => row.children.map((cell) => toString(cell))), html }
}

test('every message and fix reads back from the table exactly, code shown as code and no HTML', () => {
  const { texts, html } = cellsOf(stepSummary(tricky, 1.2))
  expect(html).toBe(0)
  expect(texts).toEqual(tricky.map((item) => ['content/cennik.mdx', '3:7', item.message, item.fix, 'kod']))
})

test('code is written as code spans', () => {
  expect(markdownCell('Wstaw <Phone />, np. title="Ważne"')).toBe('Wstaw `<Phone />`, np. `title="Ważne"`')
  expect(markdownCell('napisz \\{ albo &lt;')).toBe('napisz `\\{` albo `&lt;`')
  expect(markdownCell('znak „|” i <Hours only={["a"]} />')).toBe('znak „\\|” i `<Hours only={["a"]} />`')
})

test('an annotation and a summary row name the rule, with a link to its entry in the commit checked', () => {
  const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'przychodnia/strona', GITHUB_SHA: 'abc123' }
  expect(ruleDocs('reklama', env)).toBe('https://github.com/przychodnia/strona/blob/abc123/docs/edycja/sprawdzenie.md#reklama')
  expect(ruleDocs('reklama', {})).toBe('docs/edycja/sprawdzenie.md#reklama')
  const line = annotation({ ...problem('słowo „najlepszy” ma charakter reklamowy', 'Napisz informacyjnie'), rule: 'reklama' })
  expect(line).toMatch(/^::error file=content\/cennik\.mdx,line=3,col=7,title=Błąd w treści strony \[reklama\]::/)
  expect(line).toContain(' (opis reguły: docs/edycja/sprawdzenie.md#reklama)')
  const { texts } = cellsOf(stepSummary([{ ...tricky[0]!, rule: 'reklama' }], 1))
  expect(texts[0]!.at(-1)).toBe('reklama')
})

// A security trial: a line break inside content the check quotes (an address, a file's name) started a line of
// its own in the check's output, and on GitHub Actions a line starting with "::" is a command.
test('a problem is printed on one line whatever its content holds, so content cannot write a workflow command', () => {
  const forged = problem('odnośnik „ftp:\n::stop-commands::zz\n” nie ma na początku https:', 'Popraw\r\n::error file=x::y\u2028::warning::z')
  const named = { ...forged, file: 'content/a\n::warning::FORGED\n.mdx' }
  for (const line of [formatProblem(forged), problemText(named)]) {
    expect(line.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)).toHaveLength(1)
  }
  expect(formatProblem(forged)).toBe(
    'content/cennik.mdx:3:7: odnośnik „ftp: ⏎ ::stop-commands::zz ⏎ ” nie ma na początku https:. Popraw ⏎ ::error file=x::y ⏎ ::warning::z [kod]',
  )
})
