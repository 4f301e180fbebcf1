import { expect, test } from 'vitest'
import { check, lineOf } from '../../checkHelpers.ts'

// An id renamed in the file that defines it, while pages and other data files
// still use the old one: the check names it at the changed line (issue 27),
// besides each place that now names an unknown id.
test('an hours id renamed in clinic.yaml is reported at its line, naming the pages and data that use the old id', () => {
  const clinic = 'content/data/clinic.yaml'
  const problems = check({ [clinic]: (text) => text.replace('  - id: konsultacje\n', '  - id: konsultacje-lekarskie\n') })
  const atRename = problems.filter((problem) => problem.startsWith(`${clinic}:${lineOf(clinic, '- id: konsultacje')}:`))
  expect(atRename).toHaveLength(1)
  expect(atRename[0]).toContain('kod „konsultacje-lekarskie” nie jest nigdzie używany, a nieznany kod „konsultacje” jest używany w: ')
  // The places that use it, pages and the booking form's note alike.
  for (const where of [
    `content/o-nas.mdx:${lineOf('content/o-nas.mdx', '<OpeningTime id="konsultacje"')}`,
    `content/data/forms.yaml:${lineOf('content/data/forms.yaml', '{godziny:konsultacje}')}`,
  ]) {
    expect(atRename[0]).toContain(where)
  }
  expect(atRename[0]).toContain('przywróć „konsultacje”')
})

test('a person whose id changed while the hours still name the old one is reported at the id in team.yaml', () => {
  const team = 'content/data/team.yaml'
  const problems = check({ [team]: (text) => text.replace('  - id: lekarz-konsultacje\n', '  - id: lekarka-konsultacje\n') })
  expect(problems.filter((problem) => problem.startsWith(`${team}:${lineOf(team, '- id: lekarz-konsultacje')}:`))).toEqual([
    expect.stringContaining(
      `kod „lekarka-konsultacje” nie jest nigdzie używany, a nieznany kod „lekarz-konsultacje” jest używany w: content/data/clinic.yaml:`,
    ),
  ])
})

test('a new id that nothing uses yet, with no unknown id anywhere, is not a rename', () => {
  const prices = 'content/data/priceList.yaml'
  const problems = check({
    [prices]: (text) => text.replace(/^(\s+)- id: (\S+)$/m, '$1- id: nowa-usluga\n$1  name: Nowa usługa\n$1  price: 100 zł\n$1- id: $2'),
  })
  expect(problems.filter((problem) => problem.includes('nie jest nigdzie używany'))).toEqual([])
})
