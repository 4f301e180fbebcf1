import { siteNoticesFound } from '../find/siteNotices.ts'
import type { Rule } from '../rule.ts'

export const komunikatPoTerminie: Rule = {
  id: 'komunikat-po-terminie',
  severity: 'warning',
  description: 'Komunikat na górze stron (`notices.yaml`), którego ostatni dzień już minął.',
  why: 'Od dnia po tej dacie strony już go nie pokazują, ale wpis zostaje na liście komunikatów. Sprawdzenie przypomina o nim, żeby na liście zostały tylko komunikaty, które pacjenci naprawdę widzą. W edytorze komunikat dodany albo zmieniony teraz, którego ostatni dzień już minął, jest błędem: strony nie pokazałyby go ani razu (zwykle to pomyłka w roku).',
  fix: 'Usuń komunikat z listy (× w formularzu „Komunikaty na stronie”). Jeśli ma się pokazywać dalej, wpisz nowy ostatni dzień.',
  examples: {
    ok: [
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: 24 grudnia przychodnia jest nieczynna.\n    lastDay: 2026-12-24\n    pages:\n      - wszystkie',
      },
    ],
    notOk: [
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: 11 listopada przychodnia jest nieczynna.\n    lastDay: 2026-11-11\n    pages:\n      - wszystkie',
        line: 3,
      },
    ],
  },
  run: (site, today) => siteNoticesFound(site, today)['komunikat-po-terminie'],
}
