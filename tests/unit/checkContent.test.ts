import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { checkContent } from '../../lib/content/checkContent.ts'
import { contentPlugin } from '../../lib/vite/contentPlugin.ts'

const fixtures = join(import.meta.dirname, '../fixtures')

describe('checkContent on a broken fixture', () => {
  const { problems } = checkContent(join(fixtures, 'broken'))

  test('names the file, the field and what is expected, one line per problem', () => {
    expect(problems).toEqual([
      'content/Duze-Litery.mdx: nazwa pliku ma się składać z małych liter bez polskich znaków, cyfr i myślników, np. "szczepienia-w-ciazy.mdx"',
      'content/bez-naglowka.mdx: plik nie zaczyna się od bloku "---" z polami title, description i group',
      'content/data/ceny.yaml: nie ma opisu (schematu) dla tego pliku danych; poproś programistę o jego dodanie w lib/schemas/dataSchemas.ts',
      'content/data/navigation.yaml: pole "booking.href" ma być ścieżką na tej stronie, np. "/szczepienia/podroze" (małe litery, bez polskich znaków)',
      'content/data/navigation.yaml: pole "siteMapGroups.dokumenty" jest wymagane: ma być tekstem',
      'content/data/vaccinePrices.yaml: pole "tables.podroze.rows [wiersz 2: Wścieklizna].variants [wiersz 1: Verorab].price" ma być dodatnią ceną w formacie "NN zł", np. "150 zł", "od 160 zł" albo "250–300 zł"',
      'content/data/vaccinePrices.yaml: pole "tables.podroze.rows [wiersz 3: Dur brzuszny].variants [wiersz 1: Typhim Vi].price" ma być ceną w formacie "NN zł" (w cudzysłowie), np. "150 zł"',
      'content/uslugi/zle-pola.mdx: pole "title" jest wymagane: tytuł strony (od 3 do 70 znaków)',
      'content/uslugi/zle-pola.mdx: pole "description" ma mieć od 50 do 160 znaków (teraz: 15 znaków)',
      'content/uslugi/zle-pola.mdx: pole "group" jest wymagane i ma być jedną z grup mapy strony: podstawowe, szczepienia, uslugi, placowka, pacjent, dokumenty',
      'content/uslugi/zle-pola.mdx: pole "lastReviewed" nie jest istniejącą datą',
      'content/uslugi/zle-pola.mdx: plik zawiera nieznane pole: "tittle" (sprawdź pisownię albo usuń je)',
    ])
  })

  test('stops the build with those lines', () => {
    const plugin = contentPlugin(join(fixtures, 'broken'))
    const buildStart = plugin.buildStart as () => void
    expect(() => buildStart()).toThrowError(/^Treść strony ma błędy \(12\)\. Popraw je i uruchom budowanie ponownie:\n {2}- content\/Duze-Litery\.mdx/)
  })
})

describe('checkContent on a valid fixture', () => {
  const { problems, pages } = checkContent(join(fixtures, 'valid'))

  test('finds no problem and turns every file into a route', () => {
    expect(problems).toEqual([])
    expect(pages.map((page) => page.route)).toEqual(['/', '/uslugi', '/uslugi/nowa-usluga'])
    expect(pages[2]!.frontmatter).toMatchObject({ group: 'uslugi', order: 2, layout: 'page', lastReviewed: '2026-11-01' })
  })
})

test('the real content of the site is valid', () => {
  const { problems, pages } = checkContent(process.cwd())
  expect(problems).toEqual([])
  expect(pages.length).toBeGreaterThanOrEqual(27)
})
