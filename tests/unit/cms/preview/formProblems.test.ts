import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { runChecks } from '../../../../lib/check/runChecks.ts'
import { cmsConfigYaml } from '../../../../lib/cms/adminFiles.ts'
import { inEditorWords } from '../../../../lib/cms/preview/formProblems.ts'
import { frozenSite } from '../../../frozenSite.ts'
import { newPage, siteWith, TODAY } from '../../checkHelpers.ts'

// Issue 43: the form's lines of the check name no file: the guides the check points to are named in words.
describe('the check’s sentences in the form’s words', () => {
  test('a guide’s file becomes the editors’ guide, in each way the check names it', () => {
    expect(inEditorWords('Popraw wartość tego pola; opis pól jest w docs/edycja/pola.md#badania-laboratoryjne-contentdatalabtestsyaml')).toBe(
      'Popraw wartość tego pola; opis pól jest w przewodniku dla redakcji',
    )
    expect(inEditorWords('Usuń go. Można używać list (docs/edycja/pisanie.md#jak-pisać-tekst) oraz komponentów')).toBe(
      'Usuń go. Można używać list (opis w przewodniku dla redakcji) oraz komponentów',
    )
    expect(inEditorWords('wpisz id reguły z docs/edycja/sprawdzenie.md#lista-reguł i poziom')).toBe('wpisz id reguły z przewodnika dla redakcji i poziom')
    expect(inEditorWords('listę znaczników ma docs/edycja/znaczniki.md.')).toBe('listę znaczników ma przewodnik dla redakcji.')
  })

  test('a choice is named as the form shows it, without the ids the file holds', () => {
    expect(inEditorWords('ma mieć wartość z listy: Wizyty i rejestracja, Szczepienia (w pliku: wizyty, szczepienia). Popraw')).toBe(
      'ma mieć wartość z listy: Wizyty i rejestracja, Szczepienia. Popraw',
    )
  })
})

describe('files in the check’s sentences, as the form names them', () => {
  const names = (file: string) =>
    file === 'content/o-nas.mdx' ? { page: 'O nas' } : file === 'content/data/clinic.yaml' ? { form: 'Dane placówki' } : undefined
  test('a page by its title, a data file by its form; a file with no name stays', () => {
    expect(inEditorWords('wartości nie ma już w pliku content/o-nas.mdx. Popraw', names)).toBe('wartości nie ma już na stronie „O nas”. Popraw')
    expect(inEditorWords('wpisz w pliku content/data/clinic.yaml', names)).toBe('wpisz w formularzu „Dane placówki”')
    expect(inEditorWords('zobacz content/o-nas.mdx', names)).toBe('zobacz „O nas”')
    expect(inEditorWords('w pliku content/inne.mdx', names)).toBe('w pliku content/inne.mdx')
  })
})

test('a fact typed by hand: the editor reads the forms where it lives and the service of a suggested price, no file names', () => {
  const config = parse(cmsConfigYaml(frozenSite, {}, { name: 'github', repo: 'przychodnia-example/strona', branch: 'main', authMethods: ['token'] })!) as {
    collections: { files?: { file: string; label: string }[] }[]
  }
  const forms = Object.fromEntries(config.collections.flatMap((collection) => collection.files ?? []).map(({ file, label }) => [file, label]))
  const names = (file: string) => (forms[file] ? { form: forms[file] } : undefined)
  const { categories } = parse(readFileSync(join(frozenSite, 'content/data/priceList.yaml'), 'utf8')) as {
    categories: { items: { id?: string; name: string; price: string }[] }[]
  }
  const service = categories.flatMap((category) => category.items).find((item) => item.id)!
  const planted = newPage(`Cena: ${service.price}. Inna usługa: 1999 zł. Zapisy od 6:15 do 6:45.`)
  const sentences = runChecks(siteWith(planted), TODAY)
    .filter((problem) => problem.file === 'content/nowa-strona.mdx')
    .map((problem) => inEditorWords(`${problem.message}. ${problem.fix}`, names))
  expect(sentences).toHaveLength(3)
  for (const sentence of sentences) expect(sentence).not.toMatch(/\.ya?ml|content\//)
  expect(sentences.join('\n')).toContain(`(cena usługi „${service.name}”)`)
  expect(sentences.join('\n')).toContain(`w formularzu „${forms['content/data/priceList.yaml']}”`)
  expect(sentences.join('\n')).toContain(`w formularzu „${forms['content/data/clinic.yaml']}”`)
})
