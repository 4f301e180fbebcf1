import { readFindings, type Rule } from '../rule.ts'

export const mdxSkladnia: Rule = {
  id: 'mdx-skladnia',
  severity: 'error',
  locked: true,
  description:
    'Tekst strony, którego plik MDX nie potrafi odczytać: niezamknięty znacznik, znak „<” w zwykłym tekście, komentarz HTML, cudzysłów drukarski w znaczniku, adres albo numer telefonu w nawiasach ostrych, albo tekst dłuższy, niż sprawdzenie czyta (100 000 znaków).',
  why: 'Strona z takim błędem w ogóle się nie zbuduje, więc zmiana nie trafi na stronę przychodni. Sprawdzenie zatrzymuje się na pierwszym takim błędzie w pliku: po poprawce może wskazać następny.',
  fix: 'Popraw miejsce, które wskazuje komunikat, tak jak radzi: zamknij znacznik (`</Notice>` po jego treści, `<br />` z ukośnikiem), zamiast `<3 lat` napisz „poniżej 3 lat”, a komentarz zapisz tak: `{/* treść */}`. Wartości atrybutów pisz w prostym cudzysłowie z klawiatury, np. `title="Ważne"`, a adres innej strony jako odnośnik `[słowa](https://…)`.',
  fixesItself: 'cudzysłów drukarski wokół wartości atrybutu (`title=„Ważne”`) zostaje zamieniony na prosty (`title="Ważne"`).',
  examples: {
    ok: [
      { text: 'Szczepionkę podajemy dzieciom poniżej 3 lat.' },
      { text: '<Notice title="Ważne">\n\nPrzed szczepieniem zjedz lekki posiłek.\n\n</Notice>' },
      { text: 'Przed szczepieniem zjedz lekki posiłek.<br />Zabierz dowód osobisty.' },
      { text: '{/* Do poprawy: godziny w soboty */}' },
      { text: 'Swoje skierowania sprawdzisz na [Internetowym Koncie Pacjenta](https://pacjent.gov.pl).' },
    ],
    notOk: [
      { text: 'Szczepionkę podajemy dzieciom <3 lat.' },
      { text: '<Notice title="Ważne">\n\nPrzed szczepieniem zjedz lekki posiłek.' },
      { text: 'Przed szczepieniem zjedz lekki posiłek.<br>Zabierz dowód osobisty.' },
      { text: '<!-- Do poprawy: godziny w soboty -->' },
      {
        text: '<Notice title=„Ważne”>Przed szczepieniem zjedz lekki posiłek.</Notice>',
        fixed: '<Notice title="Ważne">Przed szczepieniem zjedz lekki posiłek.</Notice>',
      },
      { text: 'Swoje skierowania sprawdzisz na <https://pacjent.gov.pl>.' },
      { text: 'Infolinia NFZ: <tel:800190590>.' },
    ],
  },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'mdx-skladnia'),
}
