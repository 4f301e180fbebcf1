import { readFindings, type Rule } from '../rule.ts'

/** A new page with its block of fields as `fields` makes it, then its text. */
const page = (fields: string) => `${fields}

Szczepimy osoby po 60. roku życia. Wizytę umówisz pod numerem <Phone />.
`
const title = 'title: Szczepienia dla seniorów'
const description = 'description: Szczepienia zalecane osobom po 60. roku życia, między innymi przeciw grypie, pneumokokom i półpaścowi.'
const group = 'group: szczepienia'
const faq = 'faq: false'
const file = 'content/szczepienia-dla-seniorow.mdx'

export const polaStrony: Rule = {
  id: 'pola-strony',
  severity: 'error',
  description: 'Blok pól na początku strony (między liniami `---`), którego brakuje albo który nie jest zamknięty, albo pole z błędną nazwą lub wartością.',
  why: 'Z tych pól powstaje tytuł strony, jej opis w wynikach wyszukiwania i miejsce w mapie strony. Bez nich albo z błędem w nich strony nie da się opublikować.',
  fix: 'Skopiuj blok `---` z innej strony i zmień jego pola: `title`, `description` (od 50 do 160 znaków) i `group` (jedna z grup mapy strony). Blok zaczyna się w pierwszej linii pliku i kończy linią `---` z trzech łączników; nazwę albo wartość pola popraw tak, jak podpowiada komunikat.',
  examples: {
    ok: [{ text: page(['---', title, description, group, faq, '---'].join('\n')), file }],
    notOk: [
      { text: page('Szczepienia dla seniorów'), file },
      { text: page(['---', title, description, group, faq].join('\n')), file, line: 6 },
      { text: page(['---', title, description, group, faq, '—'].join('\n')), file, line: 6 },
      { text: page(['---', title, 'description: Szczepienia dla seniorów.', group, faq, '---'].join('\n')), file, line: 3 },
      { text: page(['---', 'tittle: Szczepienia dla seniorów', description, group, faq, '---'].join('\n')), file, line: 2 },
      { text: page(['---', title, description, 'group: Szczepienia', faq, '---'].join('\n')), file, line: 4 },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'pola-strony'),
}
