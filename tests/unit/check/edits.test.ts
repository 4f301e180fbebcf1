import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { applyEdits } from '../../../lib/check/edits.ts'
import { fixedLine, fixFiles } from '../../../lib/check/fixFiles.ts'
import type { Edit } from '../../../lib/check/problem.ts'

// Applying the check's safe fixes (lib/check/edits.ts, lib/check/fixFiles.ts):
// several in one file, from the end so that positions stay right, never two on
// the same characters, never one whose text is no longer where the check saw it.

const edit = (line: number, column: number, old: string, text: string): Edit => ({ line, column, old, text, says: 'zmiana' })

test('several edits in one file, on one line and on others, all land where the check saw them', () => {
  const text = 'Zobacz [cennik](cennik.mdx) i [faq](faq).\nCena: 35zł, szczepie\u00adnie.\n'
  const {
    text: fixed,
    applied,
    refused,
  } = applyEdits(text, [edit(1, 17, 'cennik.mdx', '/cennik'), edit(2, 21, '\u00ad', ''), edit(1, 37, 'faq', '/faq'), edit(2, 7, '35zł', '35 zł')])
  expect(fixed).toBe('Zobacz [cennik](/cennik) i [faq](/faq).\nCena: 35 zł, szczepienie.\n')
  expect(applied).toHaveLength(4)
  expect(refused).toEqual([])
})

test('of two edits on the same characters only the first is made; an edit whose text moved is refused', () => {
  const text = 'abc def\n'
  const { text: fixed, applied, refused } = applyEdits(text, [edit(1, 2, 'bc d', 'X'), edit(1, 3, 'c', 'Y'), edit(1, 1, 'zzz', ''), edit(3, 1, 'a', '')])
  expect(fixed).toBe('aXef\n')
  expect(applied.map((made) => made.text)).toEqual(['X'])
  expect(refused.map((made) => made.old)).toEqual(['zzz', 'a', 'c'])
  // Two insertions at one spot could go either way: the second waits for the next check.
  expect(applyEdits('ab', [edit(1, 2, '', '1'), edit(1, 2, '', '2')]).text).toBe('a1b')
  // Edits that only touch (one ends where the next starts) are both made; the same edit twice once.
  expect(applyEdits('abcd', [edit(1, 1, 'ab', 'X'), edit(1, 3, 'cd', 'Y'), edit(1, 3, 'cd', 'Y')]).text).toBe('XY')
})

test('a file saved with Windows line endings and a byte order mark keeps them; a second run finds nothing to do', () => {
  const root = mkdtempSync(join(tmpdir(), 'clinic-edits-'))
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(join(root, 'content'))
  const file = 'content/o-nas.mdx'
  writeFileSync(join(root, file), '\uFEFF---\r\ntitle: O nas\r\n---\r\n\r\nZobacz [cennik](cennik.mdx).\r\n')
  const finding = {
    file,
    line: 5,
    column: 8,
    message: '',
    fix: '',
    edit: { ...edit(5, 17, 'cennik.mdx', '/cennik'), says: 'nazwę pliku strony zamieniono na jej adres' },
  }
  const made = fixFiles(root, [finding])
  expect(readFileSync(join(root, file), 'utf8')).toBe('\uFEFF---\r\ntitle: O nas\r\n---\r\n\r\nZobacz [cennik](/cennik).\r\n')
  expect(made.map(fixedLine)).toEqual(['Poprawiono: content/o-nas.mdx:5:17: nazwę pliku strony zamieniono na jej adres: „cennik.mdx” → „/cennik”'])
  // The same finding read again (a stale check): its text is gone, the file stays as it is.
  expect(fixFiles(root, [finding])).toEqual([])
  expect(readFileSync(join(root, file), 'utf8')).toBe('\uFEFF---\r\ntitle: O nas\r\n---\r\n\r\nZobacz [cennik](/cennik).\r\n')
})
