import { describe, expect, test } from 'vitest'
import { check } from './checkHelpers.ts'

// The slips editors really make (docs/DESIGN.md, 'Slips editors really make'),
// one planted case per class: each either stops at its line with its real
// cause in Polish, or is made harmless. As in check.test.ts, every line
// expected here is the whole output of `npm run check` for the planted slip.

describe('characters', () => {
  test('a page and a data file saved with Windows line endings and a byte order mark: no problem (the build reads them the same)', () => {
    const windows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`
    expect(check({ 'content/faq.mdx': windows, 'content/data/labTests.yaml': windows, 'content/szczepienia/podroze.mdx': (text) => `\uFEFF${text}` })).toEqual([])
  })
})

describe('the block of fields at the top of a page', () => {
  const fields = ['---', 'title: Nowa strona', 'description: Strona próbna do testów sprawdzania treści, ma poprawne pola i jeden błąd.', 'group: uslugi', 'faq: false']
  const page = (...lines: string[]) => ({ 'content/nowa-strona.mdx': () => [...fields, ...lines].join('\n') + '\n' })

  test('its closing line missing: said so at the line where it belongs, not "does not start with ---"', () => {
    expect(check(page('', 'Pierwszy akapit.'))).toEqual(['content/nowa-strona.mdx:6:1: blok „---” z polami strony nie jest zamknięty. Dopisz linię „---” po ostatnim polu, przed linią 6'])
    // A `---` further down (a horizontal line in the text) is not taken for it: no YAML message about the text.
    expect(check(page('', 'Pierwszy akapit: tekst.', '', '---', '', 'Stopka.'))).toEqual([
      'content/nowa-strona.mdx:6:1: blok „---” z polami strony nie jest zamknięty. Dopisz linię „---” po ostatnim polu, przed linią 6',
    ])
  })

  test('a fence turned into a dash by a word processor, or one dash short', () => {
    expect(check(page('—', '', 'Tekst.'))).toEqual(['content/nowa-strona.mdx:6:1: linia kończąca pola strony ma być dokładnie „---” (trzy łączniki), a jest „—”. Wpisz w niej trzy znaki „-” i nic więcej'])
    expect(check({ 'content/nowa-strona.mdx': () => ['--', ...fields.slice(1), '---', '', 'Tekst.', ''].join('\n') })).toEqual([
      'content/nowa-strona.mdx:1:1: pierwsza linia ma być dokładnie „---” (trzy łączniki), a jest „--”. Wpisz w niej trzy znaki „-” i nic więcej (edytor tekstu mógł zamienić je na pauzę „—”)',
    ])
  })

  test('an empty line before the block', () => {
    expect(check({ 'content/nowa-strona.mdx': () => ['', ...fields, '---', '', 'Tekst.', ''].join('\n') })).toEqual([
      'content/nowa-strona.mdx:1:1: blok „---” z polami strony zaczyna się dopiero w linii 2. Usuń wszystko, co stoi przed pierwszą linią „---”, także puste linie',
    ])
  })

  test('spaces after a fence: the compiler reads the block, so does the check (only the layout differs)', () => {
    expect(check(page('--- ', '', 'Tekst.'))).toEqual(['content/nowa-strona.mdx:6:1: uwaga: plik nie jest zapisany w układzie edytora w przeglądarce (zmiana w edytorze przepisałaby cały plik). Uruchom npm run format i zatwierdź zmieniony plik'])
  })
})
