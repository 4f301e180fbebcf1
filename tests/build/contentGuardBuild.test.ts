import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { buildEnv } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// The build does not trust the check (issue 40): a page's code never runs in
// Node, even when content/sprawdzenie.yaml switches the rules off, an excuse
// is written, or the check does not run at all. Every planted trick would
// write a marker file if it ran; none may, and no page is written.

const { root, remove } = copyProject('clinic-content-guard-')
afterAll(remove)
const run = promisify(execFile)
const marker = join(root, 'kod-uruchomiony.txt')
const write = `process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'tak')`

async function build(command: string, args: string[], env: Record<string, string> = {}): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: root, env: buildEnv(env), maxBuffer: 64 * 1024 * 1024 })
    return { status: 0, output: stripVTControlCharacters(stdout + stderr) }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { status: typeof failed.code === 'number' ? failed.code : -1, output: stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`) }
  }
}

const fields = (title: string) => [
  '---',
  `title: ${title}`,
  'description: "Strona próbna do testów budowania: ma poprawne pola i podstęp w tekście."',
  'group: uslugi',
  '---',
  '',
]

function plant(): void {
  writeFileSync(
    join(root, 'content/sprawdzenie.yaml'),
    ['reguły:', '  kod: wyłączona', '  mdx-skladnia: wyłączona', '  html: wyłączona', '  komponent: wyłączona', '  odnosnik: wyłączona', ''].join('\n'),
  )
  writeFileSync(
    join(root, 'content/proba.mdx'),
    [...fields('Strona próbna'), '{/* sprawdzenie: pomiń kod, mdx-skladnia – widżet rejestracji */}', `export const x = ${write}`, ''].join('\n'),
  )
  writeFileSync(join(root, 'content/proba-wyrazenie.mdx'), [...fields('Wyrażenie'), `Tekst {${write}} dalej.`, ''].join('\n'))
  // A comment the JSX compiler reads as where to import its runtime from: a file an editor can add to public/.
  mkdirSync(join(root, 'public/images'), { recursive: true })
  writeFileSync(join(root, 'public/images/jsx-runtime.js'), `${write}\nexport const jsx = () => null, jsxs = jsx, Fragment = 'x'\n`)
  writeFileSync(join(root, 'content/proba-pragma.mdx'), [...fields('Pragma'), '{/* @jsxImportSource ../public/images */}', '', 'Tekst.', ''].join('\n'))
}

const builtPages = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.startsWith('proba'))
        .map((entry) => entry.name)
    : []

test('rules switched off and excused: npm run build stops, runs no code of the page and writes none', async () => {
  plant()
  const { status, output } = await build('npm', ['run', 'build'])
  expect(status, output).toBe(1)
  expect(existsSync(marker), output).toBe(false)
  expect(builtPages(join(root, 'dist')), output).toEqual([])
}, 240_000)

test('the check not run at all: the compile itself stops the build at the line, and no code runs', async () => {
  plant()
  const { status, output } = await build('npx', ['vike', 'build'], { CLINIC_BUILD_WITHOUT_CHECK: '1' })
  expect(status, output).toBe(1)
  // The pages compile side by side: whichever planted page is reached first stops the build, each at its own place.
  expect(output).toMatch(
    /^content\/(proba\.mdx:8:1: linia zaczyna się od słowa „import” albo „export”|proba-wyrazenie\.mdx:7:7: „\{process|proba-pragma\.mdx:7:1: komentarz zawiera „@jsxImportSource”)/m,
  )
  expect(output).not.toMatch(/^\s+at /m)
  expect(existsSync(marker), output).toBe(false)
  expect(builtPages(join(root, 'dist')), output).toEqual([])
}, 240_000)
