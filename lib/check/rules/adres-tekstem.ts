import { linksFound } from '../find/links.ts'
import type { Rule } from '../rule.ts'

export const adresTekstem: Rule = {
  id: 'adres-tekstem',
  severity: 'error',
  description: 'Adres strony internetowej albo e-mail wpisany w tekst strony jako zwykły tekst, a nie jako odnośnik.',
  why: 'Strona nie zamienia sama adresu w tekście na odnośnik, więc pacjent nie może go kliknąć. Odnośnik ze słowami mówi też osobie z czytnikiem ekranu, dokąd prowadzi; sam adres czytnik przeczyta jej znak po znaku.',
  fix: 'Zapisz adres jako odnośnik ze słowami, dokąd prowadzi, np. `[Rzecznik Praw Pacjenta](https://www.gov.pl/web/rpp)`, a adres e-mail tak: `[iod@example.org](mailto:iod@example.org)`. Adres e-mail przychodni wstawia `<Email />`.',
  examples: {
    ok: [
      { text: 'Skargę możesz złożyć u [Rzecznika Praw Pacjenta](https://www.gov.pl/web/rpp).' },
      { text: 'Z inspektorem ochrony danych skontaktujesz się pod adresem [iod@example.org](mailto:iod@example.org).' },
    ],
    notOk: [
      { text: 'Skargę możesz złożyć u Rzecznika Praw Pacjenta: https://www.gov.pl/web/rpp.' },
      { text: 'Zalecenia dla podróżnych podaje www.gov.pl/web/gis.' },
      { text: 'Z inspektorem ochrony danych skontaktujesz się pod adresem iod@example.org.' },
    ],
  },
  run: (site, today) => linksFound(site, today)['adres-tekstem'],
}
