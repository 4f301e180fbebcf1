import { readFindings, type Rule } from '../rule.ts'

export const yamlSkladnia: Rule = {
  id: 'yaml-skladnia',
  severity: 'error',
  description: 'Błąd zapisu YAML w pliku danych albo w bloku pól „---” na początku strony, także znacznik typu (np. „!!js/function”) przed wartością.',
  why: 'Pliku z takim błędem nie da się odczytać, więc strona się nie zbuduje i zmiana nie zostanie opublikowana. Sprawdzenie pokazuje tylko pierwszy taki błąd w pliku: po poprawce może pojawić się następny.',
  fix: 'Popraw linię, którą wskazuje komunikat: wcięcie zrób spacjami, tak jak w sąsiednich liniach, tekst z dwukropkiem ujmij w apostrofy, a cudzysłów otwarty na początku wartości zamknij na jej końcu. Każda pozycja listy zaczyna się od „- ”.',
  examples: {
    ok: [
      { file: 'content/data/clinic.yaml', replaces: '    label: Punkt szczepień', text: "    label: 'Punkt szczepień: dorośli i dzieci'" },
      { replaces: 'title: O nas', text: "title: 'O nas: przychodnia i fundacja'" },
    ],
    notOk: [
      { file: 'content/data/labTests.yaml', replaces: '      - name: FT3', text: '\t    - name: FT3' },
      { file: 'content/data/clinic.yaml', replaces: '    opens: 9:00', text: '   opens: 9:00' },
      { file: 'content/data/clinic.yaml', replaces: '    label: Punkt szczepień', text: '    label: Punkt szczepień: dorośli i dzieci' },
      { replaces: 'title: O nas', text: 'title: O nas: przychodnia i fundacja' },
      { file: 'content/data/clinic.yaml', replaces: '    label: Punkt szczepień', text: '    label: "Punkt szczepień' },
      { file: 'content/data/team.yaml', replaces: '      - szczepienia ochronne', text: '      szczepienia ochronne' },
      // A type tag: the parser would make it text, bytes or a date without a word; the build's guard refuses it in a page.
      { replaces: 'title: O nas', text: "title: !!js/function 'function () { return 1 }'" },
      { file: 'content/data/clinic.yaml', replaces: '    label: Punkt szczepień', text: '    label: !!binary UHVua3Q=' },
      // Text starting with '!', which YAML reads as a tag: the message says to quote it.
      { file: 'content/data/clinic.yaml', replaces: '    label: Punkt szczepień', text: '    label: !UWAGA punkt szczepień' },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'yaml-skladnia'),
}
