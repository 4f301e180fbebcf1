import { readFindings, type Rule } from '../rule.ts'

export const plikDanych: Rule = {
  id: 'plik-danych',
  severity: 'error',
  description: 'Plik w folderze `content/data`, którego strona nie czyta (nowy albo pod zmienioną nazwą), albo brak pliku danych, który strona czyta.',
  why: 'Strona czyta pliki danych po ich nazwach. Bez jednego z nich strona się nie zbuduje, a nowy plik niczego na niej nie zmieni, bo nic go nie czyta.',
  fix: 'Nie zmieniaj nazw plików danych: przywróć dawną nazwę albo usunięty plik (np. z historii zmian na GitHubie). Nowy plik danych może dodać tylko programista, więc usuń swój plik, a dane wpisz do istniejącego pliku albo napisz do programisty.',
  examples: {
    ok: [
      {
        file: 'content/data/priceList.yaml',
        replaces: '      - id: pobranie-w-domu',
        text: '      - id: zaswiadczenie-lekarskie\n        name: Zaświadczenie lekarskie\n        price: 50 zł\n      - id: pobranie-w-domu',
      },
    ],
    notOk: [
      { file: 'content/data/ceny.yaml', text: 'ceny:\n  - nazwa: Zaświadczenie lekarskie\n    cena: 50 zł\n' },
      { file: 'content/data/clinic (1).yaml', text: 'phone:\n  number: +48 22 100 00 00\n' },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'plik-danych'),
}
