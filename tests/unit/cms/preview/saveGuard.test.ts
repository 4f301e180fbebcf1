import { expect, test } from 'vitest'
import type { Problem } from '../../../../lib/check/problem.ts'
import { askedErrors, saveQuestion } from '../../../../lib/cms/preview/saveGuard.ts'

const problem = (line: number): Problem => ({
  file: 'content/o-nas.mdx',
  line,
  column: 3,
  message: 'Odnośnik prowadzi do strony, której nie ma: /cenik',
  fix: 'Wpisz adres istniejącej strony, np. /cennik',
  rule: 'odnosnik',
  severity: 'error',
})

test("the question names each error by its line, in the check's words, without file paths", () => {
  const question = saveQuestion([problem(10)])
  expect(question).toBe(
    [
      'Sprawdzenie treści znalazło w tym formularzu 1 błąd:',
      '',
      '• wiersz 10: Odnośnik prowadzi do strony, której nie ma: /cenik. Wpisz adres istniejącej strony, np. /cennik',
      '',
      'Zmianę można zapisać, ale opublikować ją będzie można dopiero po poprawkach.',
      'Zapisać mimo to? OK zapisuje, Anuluj wraca do formularza.',
    ].join('\n'),
  )
  expect(question).not.toContain('content/')
})

test('Polish plurals, and a long list cut after five with the rest counted', () => {
  expect(saveQuestion([1, 2].map(problem))).toContain('2 błędy:')
  const seven = saveQuestion([1, 2, 3, 4, 5, 6, 7].map(problem))
  expect(seven).toContain('7 błędów:')
  expect(seven.match(/^• wiersz/gm)).toHaveLength(5)
  expect(seven).toContain('• i 2 więcej (lista w podglądzie obok formularza)')
})

test("the field errors the CMS gives itself at 'Zapisz' are left to it; warnings never ask", () => {
  const field = { ...problem(3), rule: 'pola-danych' }
  const frontmatter = { ...problem(2), rule: 'pola-strony' }
  const warning = { ...problem(4), severity: 'warning' as const }
  expect(askedErrors([field, frontmatter, warning, problem(10)])).toEqual([problem(10)])
})
