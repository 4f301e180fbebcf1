import { expect, test } from 'vitest'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { siteWith, TODAY } from '../checkHelpers.ts'

// A field left out of a data file has no line of its own: the check stands at its row's first line, which
// holds another field ('Kod osoby'), and names the field it means by its path, which the editor's preview opens.
const firstMember = '  - id: lekarz-konsultacje\n'
const fieldProblems = (edit: (text: string) => string) =>
  runChecks(siteWith({ 'content/data/team.yaml': edit }), TODAY)
    .filter((problem) => problem.rule === 'pola-danych')
    .map(({ line, field, message }) => ({ line, field, message }))

test('a photo without its description: the line of the row, the field of the description', () => {
  const problems = fieldProblems((text) => text.replace(firstMember, `${firstMember}    photo: /images/zespol/anna.webp\n`))
  expect(problems).toEqual([
    {
      line: 2,
      field: ['members', 0, 'photoAlt'],
      message: expect.stringMatching(/^pole „Zespół › lek\. Anna Przykładowa › Opis zdjęcia” jest wymagane przy zdjęciu/),
    },
  ])
})

test('a field that is in the file but wrong is found by its line alone', () => {
  const problems = fieldProblems((text) => text.replace(firstMember, `${firstMember}    physician: tak\n`).replace('    physician: true\n', ''))
  expect(problems).toHaveLength(1)
  expect(problems[0]!.field).toBeUndefined()
})
