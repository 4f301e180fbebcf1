import { expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfigYaml } from '../../../lib/cms/adminFiles.ts'
import { codeWordsIn, hintPieces } from '../../e2e/codeWords.ts'

/**
 * Every label and hint of the editor's forms says what to type in plain Polish
 * (issue 43, "words, not codes"): no tag that draws a part of the site, no file
 * or folder name, no 'pull request', 'main' or 'Markdown'. Only a field whose
 * value is itself code may show it in its hint: a page's or an answer's text
 * (its tags) and a sample's file path. The browser test (adminLanguage) reads
 * the same rules from the screen.
 */
interface Field {
  name: string
  label: string
  widget: string
  hint?: string
  pattern?: [string, string]
  fields?: Field[]
  field?: Field
}
const config = parse(cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!) as {
  collections: { label: string; label_singular?: string; fields?: Field[]; files?: { label: string; fields: Field[] }[] }[]
}
const withSubfields = (field: Field): Field[] => [field, ...(field.fields ?? []).flatMap(withSubfields), ...(field.field ? withSubfields(field.field) : [])]
const fields = config.collections
  .flatMap((collection) => [...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)])
  .flatMap(withSubfields)
const showsCode = (field: Field) => field.widget === 'markdown' || Boolean(field.pattern?.[0].includes('content'))

it('no label or hint of a form names a tag, a file, a folder or a developer tool', () => {
  const texts = fields.flatMap((field) => [field.label, ...(field.hint && !showsCode(field) ? [field.hint] : [])])
  expect(texts.length).toBeGreaterThan(200)
  expect(codeWordsIn([...texts, ...config.collections.flatMap((collection) => [collection.label, collection.label_singular ?? ''])])).toEqual([])
})

it('catches what the forms showed before (issue 43)', () => {
  const before = [
    '13 Kategorie',
    '1 dziedzinę',
    '1\n      członka zarządu',
    'Tworzenie \u2068Strony\u2069',
    'Dodaj \u2068Obraz obok tytułu\u2069',
    'Godziny wpisujemy tylko tutaj; strony wstawiają je znacznikami <Hours /> i <OpeningTime id="…" />.',
    'Pokazywane na /cennik znacznikiem <AllergenSets />.',
    'Opcjonalny obraz z folderu public/images z jego opisem.',
    'Formularz proponuje godziny tej wizyty (z clinic.yaml) co tyle minut.',
    'Podgląd zmian z pull requestu pokazuje link',
    'pominięta oznacza „main”.',
    'Tekst strony w Markdown.',
    'Godziny z clinic.yaml wstawia {godziny:ID}',
    'Token możesz wygenerować na stronie ustawień użytkownika GitHub.',
    'Zmiany tego wpisu zapisane, ale jeszcze nieopublikowane, przepadną.',
    'Grupa „placowka”',
    '(Brak)',
    'Klucze API usług zdjęć stockowych',
    'Funkcje beta',
    'Usuń wszystko, co CMS przechowuje w tej przeglądarce',
    'Pole “\u2068Cena\u2069”',
  ]
  expect(before.filter((text) => codeWordsIn([text]).length === 0)).toEqual([])
  // What they show now passes.
  expect(codeWordsIn(['13 pozycji', '1 pozycja', 'Brak pozycji', 'Nowa strona', 'Dodaj „Obraz obok tytułu”', 'Dodaj kategorię', 'Grupa 4: placówka'])).toEqual(
    [],
  )
})

it('a field whose value is code may show it in its hint, in the pieces the screen draws it in', () => {
  const hints = fields.filter(showsCode).flatMap((field) => (field.hint ? [field.hint] : []))
  expect(hints.length).toBeGreaterThan(1)
  const pieces = hintPieces(hints)
  expect(codeWordsIn(pieces, pieces)).toEqual([])
  expect(codeWordsIn(pieces).length).toBeGreaterThan(0)
})
