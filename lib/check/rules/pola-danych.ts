import { readFindings, type Rule } from '../rule.ts'

export const polaDanych: Rule = {
  id: 'pola-danych',
  severity: 'error',
  description:
    'Wartość w pliku danych, która nie pasuje do swojego pola (cena, godzina albo data w złej postaci), brak wymaganego pola albo pole o nieznanej nazwie.',
  why: 'Strona pokazuje pacjentom to, co stoi w plikach danych, a formularz rezerwacji i cenniki potrzebują wartości w ustalonej postaci. Cena bez „zł” albo godzina z kropką wyglądałaby na stronie źle albo zatrzymałaby jej budowę.',
  fix: 'Popraw wartość tak, jak mówi komunikat, np. „35 zł”, „16:00”, „2025-03-13”, albo popraw literówkę w nazwie pola. Wzór mają sąsiednie wiersze, a opis każdego pola jest w edytorze w przeglądarce pod polem.',
  fixesItself:
    'cena, która różni się od właściwej postaci tylko odstępami albo kreską (`35zł`, `35  zł`, `250 - 300 zł`, `1 200 zł`), zostaje zapisana tak, jak wymaga pole: `35 zł`, `250–300 zł`, `1200 zł`. Data zapisana dniem naprzód (`26.12.2026`, `6/1/2027`) zostaje zapisana jako `2026-12-26`, `2027-01-06`. Ceny bez „zł” albo z groszami sprawdzenie nie zmienia: ile kosztuje usługa, wie tylko przychodnia.',
  examples: {
    ok: [
      { file: 'content/data/labTests.yaml', replaces: '        price: 35 zł', text: '        price: 38 zł' },
      { file: 'content/data/clinic.yaml', replaces: '    opens: 16:00', text: '    opens: 16:30' },
    ],
    notOk: [
      { file: 'content/data/labTests.yaml', replaces: '        price: 35 zł', text: '        price: 35' },
      { file: 'content/data/labTests.yaml', replaces: '        price: 35 zł', text: '        price: 35zł', fixed: '        price: 35 zł' },
      { file: 'content/data/clinic.yaml', replaces: '    opens: 16:00', text: '    opens: 16.00' },
      { file: 'content/data/labTests.yaml', replaces: '      - name: FT3\n        price: 35 zł', text: '      - name: FT3\n        prize: 35 zł', line: 2 },
      {
        file: 'content/data/clinic.yaml',
        replaces: 'registrationDate: 2009-05-12',
        text: 'registrationDate: 12.05.2009',
        fixed: 'registrationDate: 2009-05-12',
      },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'pola-danych'),
}
