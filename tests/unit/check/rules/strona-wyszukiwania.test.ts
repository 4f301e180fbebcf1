import { expect, test } from 'vitest'
import { check } from '../../checkHelpers.ts'

// The rule strona-wyszukiwania for what its examples cannot plant: the search page's file deleted
// (or renamed), while the header's search form on every page still opens /szukaj.
test('without content/szukaj.mdx the check says that the header search leads nowhere', () => {
  expect(check({ 'content/szukaj.mdx': () => null })).toContain(
    'content/szukaj.mdx:1:1: nie ma strony /szukaj, na którą prowadzi wyszukiwarka w nagłówku każdej strony. Przywróć plik `content/szukaj.mdx`, np. z historii zmian; jego tekst możesz zmieniać, byle został na nim znacznik `<SiteSearch />`',
  )
})

test('a renamed search page is reported as missing, the new file as a page at another address', () => {
  const problems = check({ 'content/szukaj.mdx': () => null, 'content/wyszukiwarka.mdx': () => '---\ntitle: Szukaj\n---\n\n<SiteSearch />\n' })
  expect(problems.filter((line) => line.startsWith('content/szukaj.mdx:1:1: nie ma strony /szukaj'))).toHaveLength(1)
})
