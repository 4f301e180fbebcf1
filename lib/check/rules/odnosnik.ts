import { linksFound } from '../find/links.ts'
import type { Rule } from '../rule.ts'

export const odnosnik: Rule = {
  id: 'odnosnik',
  severity: 'error',
  locked: true,
  description: 'Odnośnik albo obraz, który prowadzi donikąd (do strony, kotwicy `#…` albo pliku, których nie ma) albo ma adres zapisany w złej postaci.',
  why: 'Pacjent, który kliknie taki odnośnik, trafi na stronę błędu albo w inne miejsce, niż miał, a obraz się nie pokaże. Adres innej strony zapisany bez `https://` przeglądarka potraktuje jak adres na stronie przychodni, którego nie ma.',
  fix: 'Popraw adres tak, jak podpowiada komunikat: strona przychodni zaczyna się od `/` (np. `/cennik`), inna strona od `https://`, adres e-mail od `mailto:`. Obraz zapisz jako plik w `public/images/` (w edytorze: w bibliotece mediów) i wstaw go ścieżką do tego pliku, zamiast wklejać go do tekstu. Jeśli strony albo pliku, do którego prowadzi odnośnik, już nie ma, usuń odnośnik.',
  fixesItself:
    'adres strony zapisany jako nazwa jej pliku (`cennik.mdx`, `/cennik.mdx`, `/kontakt.html#godziny-otwarcia`) albo bez „/” na początku (`faq`) zostaje zamieniony na adres strony (`/cennik`, `/faq`), a ścieżka pliku z folderem `public/` na ścieżkę bez niego, o ile taka strona albo plik istnieje. Adresu strony, której nie ma, sprawdzenie nie zgaduje: ten poprawia człowiek.',
  examples: {
    ok: [
      { text: 'Ceny badań podaje [cennik badań](/badania-laboratoryjne).' },
      { text: 'Sprawdź [godziny otwarcia](/kontakt#godziny-otwarcia).' },
      { text: 'Skargę możesz złożyć u [Rzecznika Praw Pacjenta](https://www.gov.pl/web/rpp).' },
      { text: 'Pytania wyślij na adres [iod@example.org](mailto:iod@example.org).' },
    ],
    notOk: [
      { text: 'Ceny badań podaje [cennik badań](/badania-laboratoryjn).' },
      { text: 'Sprawdź [godziny otwarcia](/kontakt#godziny-pracy).' },
      { text: 'Skargę możesz złożyć u [Rzecznika Praw Pacjenta](www.gov.pl/web/rpp).' },
      { text: 'Pytania wyślij na adres [iod@example.org](iod@example.org).' },
      { text: 'Odpowiedzi na pytania zebraliśmy na stronie [FAQ](faq).', fixed: 'Odpowiedzi na pytania zebraliśmy na stronie [FAQ](/faq).' },
      { text: 'Ceny podaje [cennik](cennik.mdx).', fixed: 'Ceny podaje [cennik](/cennik).' },
      { text: 'Sprawdź [godziny otwarcia](/kontakt.mdx#godziny-otwarcia).', fixed: 'Sprawdź [godziny otwarcia](/kontakt#godziny-otwarcia).' },
      { text: '![Plakat akcji szczepień przeciw grypie](/images/plakat-grypa.png)' },
      {
        text: '![Plakat akcji szczepień przeciw grypie](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)',
      },
    ],
  },
  run: (site, today) => linksFound(site, today).odnosnik,
}
