import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { FIX_HINT } from '../../lib/check/problem.ts'
import { frozenFile } from '../frozenSite.ts'
import { CHILD_LIMIT } from './childLimit.ts'

// `npm run check -- --popraw` as an editor runs it: three mistakes with one
// right fix each (a soft hyphen pasted from Word, a link written as a page's
// file, a price without its space) are written back fixed, each change is
// said at its place, and the check that follows passes.

const project = resolve(import.meta.dirname, '../..')
const root = mkdtempSync(join(tmpdir(), 'clinic-fix-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// Everything but content/ linked to this project; content/ a copy of the frozen test site's.
for (const entry of readdirSync(project)) {
  if (['content', 'dist', '.git', '.data'].includes(entry)) continue
  symlinkSync(join(project, entry), join(root, entry))
}
cpSync(frozenFile('content'), join(root, 'content'), { recursive: true })

const page = join(root, 'content/o-nas.mdx')
const pageText = readFileSync(page, 'utf8')
const added = 'Ceny szczepień podaje [cennik](cennik.mdx). Przed szczepie\u00adniem zjedz lekki posiłek.\n'
writeFileSync(page, `${pageText}\n${added}`)
const addedLine = `${pageText}\n`.split('\n').length
const prices = join(root, 'content/data/labTests.yaml')
const pricesText = readFileSync(prices, 'utf8')
const priceLine = pricesText.split('\n').indexOf('        price: 35 zł') + 1
writeFileSync(prices, pricesText.replace('        price: 35 zł', '        price: 35zł'))

function check(...args: string[]) {
  const { GITHUB_ACTIONS: _, GITHUB_STEP_SUMMARY: __, ...inherited } = process.env
  const result = spawnSync('npm', ['run', '--silent', 'check', '--', ...args], { cwd: root, encoding: 'utf8', env: inherited, timeout: CHILD_LIMIT })
  return { status: result.status, lines: stripVTControlCharacters(result.stdout + result.stderr).split('\n') }
}

test('npm run check says which lines it can fix; --popraw fixes them, says where, and the check passes', () => {
  const before = check()
  expect(before.status).toBe(1)
  const offered = before.lines.filter((line) => line.includes(FIX_HINT))
  expect(offered.map((line) => line.split(': ')[0])).toEqual([
    `content/data/labTests.yaml:${priceLine}:16`,
    `content/o-nas.mdx:${addedLine}:23`,
    `content/o-nas.mdx:${addedLine}:59`,
  ])

  const { status, lines } = check('--popraw')
  expect(lines).toContain(`Poprawiono: content/data/labTests.yaml:${priceLine}:16: poprawiono odstępy w cenie: „35zł” → „35 zł”`)
  expect(lines).toContain(`Poprawiono: content/o-nas.mdx:${addedLine}:32: adres zapisano jako ścieżkę od „/”: „cennik.mdx” → „/cennik”`)
  expect(lines).toContain(`Poprawiono: content/o-nas.mdx:${addedLine}:59: usunięto niewidoczny znak (miękki dywiz)`)
  expect(lines).toContain('Po poprawkach nie zostało nic do zrobienia.')
  expect(lines.some((line) => /^Sprawdzenie treści: błędy: 0, uwagi: 0 /.test(line))).toBe(true)
  expect(status).toBe(0)
  expect(readFileSync(page, 'utf8')).toBe(`${pageText}\nCeny szczepień podaje [cennik](/cennik). Przed szczepieniem zjedz lekki posiłek.\n`)
  expect(readFileSync(prices, 'utf8')).toBe(pricesText)

  // Run again: nothing left to fix, nothing changed.
  const again = check('--popraw')
  expect(again.lines).toContain('Nie ma nic, co sprawdzenie umie poprawić samo.')
  expect(again.status).toBe(0)
  expect(readFileSync(page, 'utf8')).toBe(`${pageText}\nCeny szczepień podaje [cennik](/cennik). Przed szczepieniem zjedz lekki posiłek.\n`)
})
