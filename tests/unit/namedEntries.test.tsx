import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { LabCategories } from '../../components/mdx/LabCategories/LabCategories.tsx'
import { labTests } from '../../lib/data/priceData.ts'
import { check, lineOf, newPage } from './checkHelpers.ts'

/** The errors only: a new page without errors also gets the layout warning. */
const errors = (lines: string[]) => lines.filter((line) => !line.includes(': uwaga: '))

// What the check accepts renders right (issue 26): a page that names a person
// or a vaccine the data no longer has is named at its line; the list of lab
// categories comes from the data.

describe('a person named in a page', () => {
  test('by title and name, not in team.yaml: an error at the title', () => {
    expect(check(newPage('Szczepienia kwalifikuje lek. Jan Kowalczyk.'))).toEqual([
      'content/nowa-strona.mdx:7:25: „lek. Jan Kowalczyk”: tej osoby nie ma w team.yaml (Zespół) ani wśród władz fundacji w clinic.yaml. Popraw imię i nazwisko tak, jak są w team.yaml, albo usuń to zdanie; osobę z zespołu pokaże też <Specialist id="…" />',
    ])
  })

  test('a person of team.yaml, under any title, and a board member pass', () => {
    expect(
      errors(check(newPage('Przyjmuje lek. Marek Przykładowy, a zabiegi prowadzi mgr fizjoterapii Tomasz Kowalski; fundacją kieruje Anna Przykładowa.'))),
    ).toEqual([])
  })

  test('removed from team.yaml while a page still names them: the page is named', () => {
    const problems = check({
      'content/data/team.yaml': (text) => text.replace('    name: lek. Marek Przykładowy\n', '    name: lek. Marek Nowy\n'),
      ...newPage('Przyjmuje lek. Marek Przykładowy.'),
    })
    expect(errors(problems)).toEqual([expect.stringMatching(/^content\/nowa-strona\.mdx:7:11: „lek\. Marek Przykładowy”: tej osoby nie ma w team\.yaml/)])
  })
})

describe('a vaccine named in a page', () => {
  test('a trade name no data file has: an error at the name', () => {
    expect(check(newPage('Przed podróżą podajemy szczepionkę Vivotif.'))).toEqual([
      'content/nowa-strona.mdx:7:36: „Vivotif”: tej szczepionki nie ma już w plikach danych (vaccinePrices.yaml, vaccines.yaml). Jeśli przychodnia jej nie podaje, usuń ją z tekstu strony; jeśli podaje, dopisz ją do cennika szczepień',
    ])
  })

  test('a vaccine in the data passes, also when the data writes it with more words (Engerix-B 20 µg)', () => {
    expect(errors(check(newPage('Podajemy szczepionki Ixiaro, Engerix i Abrysvo.')))).toEqual([])
  })

  test('taken out of every data file while a page names it: each mention is named', () => {
    const page = 'content/szczepienia/ciaza.mdx'
    const problems = check({
      'content/data/vaccinePrices.yaml': (text) => text.replaceAll('Boostrix', 'Adacel'),
      'content/data/vaccines.yaml': (text) => text.replaceAll('Boostrix', 'Adacel'),
    })
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${page}:${lineOf(page, 'np. Boostrix')}:\\d+: „Boostrix”: tej szczepionki nie ma`))])
  })
})

test('<LabCategories /> lists the categories of labTests.yaml, in their order', () => {
  const html = renderToStaticMarkup(<LabCategories />)
  expect(html).toBe(`<ul>${labTests.categories.map((category) => `<li>${category.title}</li>`).join('')}</ul>`)
  expect(labTests.categories.length).toBeGreaterThan(5)
})
