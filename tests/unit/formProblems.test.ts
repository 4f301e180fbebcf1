import { describe, expect, test } from 'vitest'
import { inEditorWords } from '../../lib/cms/preview/formProblems.ts'

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
})
