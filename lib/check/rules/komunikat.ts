import { siteNoticesFound } from '../find/siteNotices.ts'
import type { Rule } from '../rule.ts'

export const komunikat: Rule = {
  id: 'komunikat',
  severity: 'error',
  description: 'Komunikat na górze stron (`notices.yaml`) przypisany do strony, której nie ma, z linkiem do takiej strony albo z więcej niż jednym akapitem.',
  why: 'Komunikatu przypisanego do nieistniejącej strony nikt nie zobaczy, a link do takiej strony zaprowadzi pacjenta na stronę błędu. Komunikat stoi w wąskiej ramce nad treścią strony, więc ma być krótkim akapitem, bez nagłówków i list.',
  fix: 'Wybierz strony z listy w formularzu „Komunikaty na stronie” i popraw adres w linku (adres strony to część adresu po domenie, taka jak w pasku przeglądarki na tej stronie, np. `/kontakt`). Dłuższy opis umieść na stronie, a w komunikacie zostaw jedno, dwa zdania z linkiem do niej.',
  examples: {
    ok: [
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: 24 grudnia przychodnia jest nieczynna. Więcej na stronie [Kontakt](/kontakt).\n    lastDay: 2026-12-24\n    pages:\n      - /kontakt\n      - /rezerwacja',
      },
    ],
    notOk: [
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: 24 grudnia przychodnia jest nieczynna.\n    lastDay: 2026-12-24\n    pages:\n      - /cenik',
        line: 5,
      },
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: Od 4 stycznia zmieniają się ceny szczepień, nowe ceny są w [cenniku](/ceny).\n    lastDay: 2027-01-31\n    pages:\n      - wszystkie',
        line: 2,
      },
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: |-\n      ## Przerwa świąteczna\n\n      24 grudnia przychodnia jest nieczynna.\n    lastDay: 2026-12-24\n    pages:\n      - wszystkie',
        line: 2,
      },
    ],
  },
  run: (site, today) => siteNoticesFound(site, today).komunikat,
}
