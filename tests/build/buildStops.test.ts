import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { buildEnv } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// A mistake that reaches the build, past the check or not, stops it with the
// check's kind of line (file:line:column, in Polish) and exit code 1: no
// compiler's English, no React stack trace. Builds a copy of the project with
// a planted page; each build takes seconds on a busy machine.

const { root, remove } = copyProject('clinic-build-stops-')
afterAll(remove)

const run = promisify(execFile)

/** Plants content/proba.mdx with `sentence` on line 7. */
function plantPage(sentence: string): void {
  const page = [
    '---',
    'title: Strona próbna',
    'description: "Strona próbna do testów budowania: ma poprawne pola i jeden planowany błąd w tekście."',
    'group: uslugi',
    '---',
    '',
    sentence,
    '',
  ]
  writeFileSync(join(root, 'content/proba.mdx'), page.join('\n'))
}

/**
 * Runs a build of the copy; `withoutCheck` switches off the check that opens it, as if it had missed the mistake.
 * Its output without colours: with CI set (as on GitHub), Vite and Vike colour whole lines.
 */
async function build(command: string, args: string[], { withoutCheck = false } = {}): Promise<{ status: number; output: string }> {
  try {
    const env = buildEnv(withoutCheck ? { CLINIC_BUILD_WITHOUT_CHECK: '1' } : {})
    const { stdout, stderr } = await run(command, args, { cwd: root, env, maxBuffer: 64 * 1024 * 1024 })
    return { status: 0, output: stripVTControlCharacters(stdout + stderr) }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { status: typeof failed.code === 'number' ? failed.code : -1, output: stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`) }
  }
}

function expectCleanStop({ status, output }: { status: number; output: string }, line: RegExp): void {
  expect(status, output).toBe(1)
  expect(
    output.split('\n').some((printed) => line.test(printed)),
    output,
  ).toBe(true)
  expect(output, output).not.toMatch(/^\s+at /m)
  expect(output).not.toContain('ReferenceError')
  expect(output).not.toContain('is not defined')
}

test('npm run build on a {word} in a page stops with the line of the word, and no stack trace', async () => {
  plantPage('Prosimy o punktualność {uwaga} i zabranie dokumentów.')
  // Stopped by the check, or, if the check lets it through, by the page's render.
  expectCleanStop(await build('npm', ['run', 'build']), /^content\/proba\.mdx:7:\d+: .*(uwaga|\{)/)
}, 180_000)

test("a mistake in clinic.yaml, which the build reads for its address, stops npm run build with the check's line, not a config error", async () => {
  plantPage('Zwykłe zdanie, bez błędu.')
  const clinic = join(root, 'content/data/clinic.yaml')
  const text = readFileSync(clinic, 'utf8')
  // One space too many before a field: the YAML no longer parses.
  writeFileSync(clinic, text.replace(/\n {2}street: /, '\n   street: '))
  try {
    const result = await build('npm', ['run', 'build'])
    expectCleanStop(result, /^content\/data\/clinic\.yaml:\d+:\d+: wcięcie: /)
    expect(result.output).not.toContain('failed to load config')
    expect(result.output).not.toContain('YAMLParseError')
  } finally {
    writeFileSync(clinic, text)
  }
}, 180_000)

test('a {word} that gets past the check stops the prerender with the same kind of line', async () => {
  plantPage('Prosimy o punktualność {uwaga} i zabranie dokumentów.')
  // As if the check had missed it.
  const result = await build('npx', ['vike', 'build'], { withoutCheck: true })
  expectCleanStop(result, /^content\/proba\.mdx:7:24: „\{uwaga\}”: w pliku MDX nawias „\{” otwiera kod, a nie zwykły tekst\. /)
}, 180_000)

test('a page the MDX compiler cannot read stops the build with the line of the check, not the compiler', async () => {
  plantPage('Prosimy o punktualność {uwaga i zabranie dokumentów.')
  const result = await build('npx', ['vike', 'build'], { withoutCheck: true })
  expectCleanStop(result, /^content\/proba\.mdx:7:24: w pliku MDX nawias „\{” otwiera kod, a nie zwykły tekst\. /)
  expect(result.output).not.toContain('micromark')
  expect(result.output).not.toContain('[plugin')
}, 180_000)
