import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { runChecks } from '../../../../lib/check/runChecks.ts'
import { siteWith, TODAY } from '../../checkHelpers.ts'

// The check keeps what it found in unchanged files from one run to the next (npm run dev, the
// rules' tests): what it keeps must never stand for a file that changed.

test('a file changed between two checks of the same folder is read again, and so is the same file changed back', () => {
  const root = siteWith({})
  const page = join(root, 'content/o-nas.mdx')
  const text = readFileSync(page, 'utf8')
  const rulesOf = () => runChecks(root, TODAY).map((problem) => `${problem.rule} ${problem.file}`)
  expect(rulesOf()).toEqual([])
  writeFileSync(page, `${text}\nNajlepsza opieka → zadzwoń 7:00–11:00, 200 zł, www.example.org\n`)
  expect(rulesOf()).toEqual(
    expect.arrayContaining([
      'reklama content/o-nas.mdx',
      'znaki content/o-nas.mdx',
      'godziny-wpisane-recznie content/o-nas.mdx',
      'cena-wpisana-recznie content/o-nas.mdx',
      'adres-tekstem content/o-nas.mdx',
    ]),
  )
  writeFileSync(page, text)
  expect(rulesOf()).toEqual([])
})
