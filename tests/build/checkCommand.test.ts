import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { frozenFile } from '../frozenSite.ts'
import { CHILD_LIMIT } from './childLimit.ts'

// The command as editors and CI meet it: `npm run check` with GitHub's
// variables, and `npm run build`, which must stop at the same line. (`npm run
// dev` keeps running and shows the lines in the browser: tests/e2e/devServer.test.ts.)

const project = resolve(import.meta.dirname, '../..')
const root = mkdtempSync(join(tmpdir(), 'clinic-command-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// A checkout of the project whose content has two planted problems: everything
// but content/ is linked to this one, content/ is a copy of the frozen test site's.
for (const entry of readdirSync(project)) {
  if (['content', 'dist', '.git', '.data'].includes(entry)) continue
  symlinkSync(join(project, entry), join(root, entry))
}
cpSync(frozenFile('content'), join(root, 'content'), { recursive: true })
const page = [
  '---',
  'title: Nowa strona',
  'description: "Strona próbna do testów sprawdzania treści: ma poprawne pola i planowane błędy."',
  'group: uslugi',
  '---',
  '',
  'Zadzwoń: <Phnoe />.',
  '',
]
writeFileSync(join(root, 'content/nowa-strona.mdx'), page.join('\n'))
const travel = join(root, 'content/szczepienia/podroze.mdx')
writeFileSync(
  travel,
  readFileSync(travel, 'utf8')
    .replace(/lastReviewed: "?[\d-]+"?/, 'lastReviewed: "2024-01-31"')
    .replace(/nextReview: "?[\d-]+"?/, 'nextReview: "2025-01-31"'),
)
const reviewLine =
  readFileSync(travel, 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith('nextReview')) + 1
// Retyped dates are no longer the sample dates: their entries are deleted, as the check would remind.
const samples = join(root, 'content/data/samples.yaml')
writeFileSync(samples, readFileSync(samples, 'utf8').replace(/ {2}- label: [^\n]*\n {4}file: content\/szczepienia\/podroze\.mdx\n {4}value: [^\n]*\n/g, ''))

const errorLine = 'content/nowa-strona.mdx:7:10: nie ma komponentu <Phnoe>. Czy chodziło o <Phone>? Jego opis: docs/edycja/znaczniki.md#phone [komponent]'
const warningLine = `content/szczepienia/podroze.mdx:${reviewLine}:13: uwaga: termin weryfikacji treści minął (nextReview: 2025-01-31). Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview [termin-weryfikacji]`

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const { GITHUB_ACTIONS: _, GITHUB_STEP_SUMMARY: __, GITHUB_SERVER_URL: ___, GITHUB_REPOSITORY: ____, GITHUB_SHA: _____, ...inherited } = process.env
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...inherited, ...env }, timeout: CHILD_LIMIT })
  return { status: result.status, output: stripVTControlCharacters(result.stdout + result.stderr) }
}

test('npm run check prints one line per problem, the warning too, and fails on the error', () => {
  const { status, output } = run('npm', ['run', '--silent', 'check'])
  expect(status).toBe(1)
  const lines = output.split('\n')
  expect(lines).toContain(errorLine)
  expect(lines).toContain(warningLine)
  expect(output).toMatch(/Sprawdzenie treści: błędy: 1, uwagi: 1 \(\d+\.\d s\)\./)
  expect(output).not.toContain('::error')
})

test('with GITHUB_ACTIONS=true: annotations on the lines, and the Polish summary table', () => {
  const github = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'przychodnia/strona', GITHUB_SHA: 'abc123' }
  const docs = (rule: string) => `https://github.com/przychodnia/strona/blob/abc123/docs/edycja/sprawdzenie.md#${rule}`
  const summary = join(root, 'summary.md')
  const { status, output } = run('npm', ['run', '--silent', 'check'], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, ...github })
  expect(status).toBe(1)
  const lines = output.split('\n')
  expect(lines).toContain(
    `::error file=content/nowa-strona.mdx,line=7,col=10,title=Błąd w treści strony [komponent]::nie ma komponentu <Phnoe>. Czy chodziło o <Phone>? Jego opis: docs/edycja/znaczniki.md#phone (opis reguły: ${docs('komponent')})`,
  )
  expect(lines).toContain(
    `::warning file=content/szczepienia/podroze.mdx,line=${reviewLine},col=13,title=Uwaga do treści strony [termin-weryfikacji]::termin weryfikacji treści minął (nextReview: 2025-01-31). Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview (opis reguły: ${docs('termin-weryfikacji')})`,
  )
  const table = readFileSync(summary, 'utf8')
  expect(table).toContain('## Sprawdzenie treści strony')
  expect(table).toContain('Błędy: **1**, uwagi: **1**.')
  expect(table).toContain('| Plik | Linia | Problem | Jak poprawić | Reguła |')
  expect(table).toContain(
    `| \`content/nowa-strona.mdx\` | 7:10 | nie ma komponentu \`<Phnoe>\` | Czy chodziło o \`<Phone>\`? Jego opis: docs/edycja/znaczniki.md\\#phone | [komponent](${docs('komponent')}) |`,
  )
  expect(table).toContain(`| \`content/szczepienia/podroze.mdx\` | ${reviewLine}:13 | Uwaga: termin weryfikacji treści minął (nextReview: 2025-01-31) |`)
})

test('npm run build stops before building, with the same line and no stack trace', () => {
  const { status, output } = run('npm', ['run', 'build'])
  expect(status).not.toBe(0)
  expect(output.split('\n')).toContain(errorLine)
  expect(output).not.toMatch(/^\s+at /m)
  expect(existsSync(join(root, 'dist'))).toBe(false)
})
