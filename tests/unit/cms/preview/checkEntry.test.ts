import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readSite } from '../../../../lib/check/site.ts'
import { runChecks } from '../../../../lib/check/runChecks.ts'
import { checkEntry, previewRules, type BuiltSite } from '../../../../lib/cms/preview/checkEntry.ts'
import { siteWith, TODAY } from '../../checkHelpers.ts'

// The browser editor's preview checks the entry being edited with the same
// rules as `npm run check` (lib/cms/preview/checkEntry.ts): on the same
// planted mistakes both say the same lines, word for word, with their rules.

const FILE = 'content/o-nas.mdx'
const builtSite = (root: string): BuiltSite => {
  const files = readSite(root)
  return { pages: files.pages, dataFiles: files.dataFiles, otherFiles: files.otherFiles, publicFiles: [...files.publicFiles] }
}
const inPreview = new Set(previewRules.map((rule) => rule.id))

describe('the preview says what npm run check says of the entry', () => {
  test.each([
    ['an unknown price', 'Cena: <Price id="nie-ma" />.'],
    ['a word in braces', 'Gabinet nr {nr 3} jest na parterze.'],
    ['a link to a page that does not exist', 'Zobacz [cennik](/cenik).'],
    ['advertising', 'Najlepsza przychodnia w Warszawie.'],
    ['a table row short of a cell', '| Badanie | Cena |\n| --- | --- |\n| TSH |'],
    ['a price typed by hand', 'Konsultacja kosztuje 200 zł.'],
    ['an unclosed component', '<Notice title="Uwaga">\nTekst bez zamknięcia.'],
    ['an excuse without a reason', 'Program „Najlepszy start”. {/* sprawdzenie: pomiń reklama */}'],
  ])('%s', (_, planted) => {
    const root = siteWith({ [FILE]: (text) => `${text}\n${planted}\n` })
    const text = readFileSync(join(root, FILE), 'utf8')
    const expected = runChecks(root, TODAY).filter((problem) => problem.file === FILE && inPreview.has(problem.rule))
    expect(expected.length, 'the planted mistake is found').toBeGreaterThan(0)
    // The preview has the site as it was built, and the entry as it is being edited.
    expect(checkEntry(builtSite(siteWith({})), FILE, text, TODAY)).toEqual(expected)
  })
})

describe('the errors a change makes in other files', () => {
  test('a person removed whom the hours and a page name: the errors of those files, as npm run check says them', () => {
    const team = 'content/data/team.yaml'
    const built = builtSite(siteWith({}))
    const members = (readFileSync(join(siteWith({}), team), 'utf8').match(/^ {2}- id: .*$/gm) ?? []).length
    expect(members, 'the frozen team has people').toBeGreaterThan(1)
    // Every person named by another file, removed: whatever the team, some file names one of them.
    const root = siteWith({ [team]: (text) => text.replace(/^members:[\s\S]*$/m, 'members: []\n') })
    const text = readFileSync(join(root, team), 'utf8')
    const expected = runChecks(root, TODAY).filter((problem) => problem.file !== team && problem.severity === 'error' && inPreview.has(problem.rule))
    expect(expected.length, 'other files name people of the team').toBeGreaterThan(0)
    const found = checkEntry(built, team, text, TODAY)
    expect(found.filter((problem) => problem.file !== team)).toEqual(expected)
  })

  test('errors another file had already are not the entry’s; its warnings are not said', () => {
    const root = siteWith({ 'content/kontakt.mdx': (text) => `${text}\nZobacz [cennik](/cenik).\n` })
    const built = builtSite(root)
    expect(checkEntry(built, FILE, readFileSync(join(root, FILE), 'utf8'), TODAY)).toEqual([])
  })
})
