import { expect, test } from 'vitest'
import type { Problem } from '../../../../lib/check/problem.ts'
import type { FormProblem } from '../../../../lib/cms/preview/formProblems.ts'
import { askedErrors, saveQuestion } from '../../../../lib/cms/preview/saveGuard.ts'

const problem = (line: number): Problem => ({
  file: 'content/o-nas.mdx',
  line,
  column: 3,
  message: 'Odnośnik prowadzi do strony, której nie ma: /cenik',
  fix: 'Wpisz adres istniejącej strony, np. /cennik; opis w docs/edycja/sprawdzenie.md#odnosnik',
  rule: 'odnosnik',
  severity: 'error',
})
// As the form names a line of the page's text: its line in the text box (the file's line less the frontmatter's).
const inForm = (line: number, where = `Treść strony › wiersz ${line - 9} („Zobacz [cennik](/cenik).”)`): FormProblem => ({ problem: problem(line), where })

test("the question names each error as the form does, by its field and the text box's line, in the form's words", () => {
  const question = saveQuestion([inForm(60)])
  expect(question).toBe(
    [
      'Sprawdzenie treści znalazło w tym formularzu 1 błąd:',
      '',
      '• Treść strony › wiersz 51 („Zobacz [cennik](/cenik).”): Odnośnik prowadzi do strony, której nie ma: /cenik. Wpisz adres istniejącej strony, np. /cennik; opis w przewodniku dla redakcji',
      '',
      'Zmianę można zapisać, ale opublikować ją będzie można dopiero po poprawkach.',
      'Zapisać mimo to? OK zapisuje, Anuluj wraca do edycji.',
    ].join('\n'),
  )
  expect(question).not.toContain('content/')
  expect(question).not.toContain('wiersz 60')
})

test('an error no field holds is said without a place', () => {
  expect(saveQuestion([inForm(60, '')])).toContain('\n• Odnośnik prowadzi do strony')
})

test('Polish plurals, and a long list cut after five with the rest counted', () => {
  expect(saveQuestion([11, 12].map((line) => inForm(line)))).toContain('2 błędy:')
  const seven = saveQuestion([11, 12, 13, 14, 15, 16, 17].map((line) => inForm(line)))
  expect(seven).toContain('7 błędów:')
  expect(seven.match(/^• Treść strony/gm)).toHaveLength(5)
  expect(seven).toContain('• i 2 więcej (cała lista pod nagłówkiem „Sprawdzenie treści”)')
})

test("the field errors the CMS gives itself at 'Zapisz' are left to it; warnings never ask", () => {
  const as = (changed: Partial<Problem>): FormProblem => ({ problem: { ...problem(3), ...changed }, where: '' })
  const asked = inForm(10)
  expect(askedErrors([as({ rule: 'pola-danych' }), as({ rule: 'pola-strony' }), as({ severity: 'warning' }), asked])).toEqual([asked])
})

test("with the preview closed, the question says the errors are the last preview's and how to check again", () => {
  const question = saveQuestion([inForm(60)], { fromLastPreview: true })
  expect(question.split('\n')[0]).toBe('Przy ostatnim podglądzie sprawdzenie treści znalazło w tym formularzu 1 błąd:')
  expect(question).toContain(
    '\nJeśli już je poprawiono, otwórz podgląd (przycisk z okiem, a na szerokim ekranie „Pokaż podgląd” w menu ⋮), żeby sprawdzić formularz jeszcze raz.\n',
  )
  expect(question.endsWith('Zapisać mimo to? OK zapisuje, Anuluj wraca do edycji.')).toBe(true)
})
