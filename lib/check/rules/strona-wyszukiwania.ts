import { frontmatterPattern } from '../../content/splitFrontmatter.ts'
import { SEARCH_ROUTE } from '../../search/searchIndexData.ts'
import { at } from '../problem.ts'
import type { Rule } from '../rule.ts'

/** Where the search page's file stands: its address's file in content/. */
const SEARCH_FILE = `content${SEARCH_ROUTE}.mdx`
const RESTORE = `Przywróć plik \`${SEARCH_FILE}\`, np. z historii zmian; jego tekst możesz zmieniać, byle został na nim znacznik \`<SiteSearch />\``
const ADD_BACK = 'Wpisz z powrotem znacznik `<SiteSearch />` w osobnej linii; tekst wokół niego możesz zmieniać'

/** The search's component as a page writes it. */
const COMPONENT = /<SiteSearch\s*\/>/

/**
 * The header of every page holds the site search's form, which opens /szukaj
 * (components/search/HeaderSearch.tsx): without that page, or with the page
 * but not its <SiteSearch />, every search of every visitor would end on the
 * "page not found" page or on a page that finds nothing.
 */
export const stronaWyszukiwania: Rule = {
  id: 'strona-wyszukiwania',
  severity: 'error',
  description: `Brak strony wyszukiwarki ${SEARCH_ROUTE} albo znacznika \`<SiteSearch />\` na niej.`,
  why: `Pole „Szukaj na stronie” w nagłówku każdej strony prowadzi na stronę ${SEARCH_ROUTE}, która pokazuje wyniki. Bez niej każde wyszukiwanie pacjenta kończy się stroną „nie znaleziono”.`,
  fix: `Przywróć plik \`${SEARCH_FILE}\` (np. z historii zmian) albo wpisz na nim z powrotem znacznik \`<SiteSearch />\` w osobnej linii; tekst wokół niego możesz zmieniać.`,
  examples: {
    ok: [{ text: 'Wpisz nazwę szczepionki, badania albo choroby.', file: SEARCH_FILE }],
    notOk: [{ text: 'Wyszukiwarka jest w przygotowaniu.', file: SEARCH_FILE, replaces: '<SiteSearch />', line: 1 }],
  },
  run(site) {
    const page = site.pages.find((each) => !each.within && each.route === SEARCH_ROUTE)
    const missing = `nie ma strony ${SEARCH_ROUTE}, na którą prowadzi wyszukiwarka w nagłówku każdej strony`
    if (!page) return [at(SEARCH_FILE, { line: 1, column: 1 }, missing, RESTORE)]
    if (COMPONENT.test(page.text)) return []
    // Said at the first line of the page's text, below its fields: where the component is written.
    const fields = frontmatterPattern.exec(page.text)?.[0]
    const lines = page.text.split('\n')
    let line = fields === undefined ? 1 : fields.replace(/\n$/, '').split('\n').length + 1
    while (line < lines.length && lines[line - 1]!.trim() === '') line++
    return [at(page.file, { line, column: 1 }, `na stronie ${SEARCH_ROUTE} nie ma znacznika <SiteSearch />, który pokazuje wyniki wyszukiwania`, ADD_BACK)]
  },
}
