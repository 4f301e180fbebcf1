import { handTypedFound } from '../find/handTyped.ts'
import type { Rule } from '../rule.ts'

export const godzinyWpisaneRecznie: Rule = {
  id: 'godziny-wpisane-recznie',
  severity: 'error',
  description: 'Godziny otwarcia wpisane ręcznie w tekście strony, w jej polach albo w pliku danych, zamiast wstawionych z `clinic.yaml`.',
  why: 'Godziny zmienia się w jednym miejscu, w `clinic.yaml`. Godziny wpisane ręcznie zostałyby po takiej zmianie stare i pacjent mógłby przyjść do zamkniętej przychodni.',
  fix: 'W tekście strony wstaw znacznik, który podaje komunikat, np. `<OpeningTime id="infolinia" />`; w polach `lead` i `description` strony, w uwagach do wizyt (`forms.yaml`) i w tekstach `patientInfo.yaml` wpisz `{godziny:infolinia}`. W innych polach napisz tekst bez godzin, a godziny, których nie ma jeszcze w `clinic.yaml`, najpierw tam dopisz.',
  examples: {
    ok: [
      { text: 'Infolinia jest czynna <OpeningTime id="infolinia" />.' },
      { file: 'content/szczepienia/podroze.mdx', replaces: 'lead: Przed wyjazdem', text: 'lead: Porady {godziny:infolinia}. Przed wyjazdem' },
      // A notice says the hours of one day that differ from clinic.yaml's: no placeholder can.
      {
        file: 'content/data/notices.yaml',
        replaces: 'notices: []',
        text: 'notices:\n  - text: 24 i 31 grudnia przychodnia jest czynna do 14:00.\n    lastDay: 2026-12-31\n    pages:\n      - wszystkie',
      },
    ],
    notOk: [
      { text: 'Infolinia jest czynna od poniedziałku do piątku w godzinach 9:00–19:00.' },
      { text: 'Krew pobieramy pon.–pt. 7–11.' },
      { text: 'W wybrane soboty szczepimy od 9:00 do 13:30.' },
      {
        file: 'content/szczepienia/podroze.mdx',
        replaces: 'lead: Przed wyjazdem',
        text: 'lead: Porady od poniedziałku do piątku w godzinach 9:00–19:00. Przed wyjazdem',
      },
      { file: 'content/data/services.yaml', replaces: '- badanie funkcjonalne i plan terapii', text: '- badanie funkcjonalne i plan terapii, pn-pt 8-20' },
    ],
  },
  run: (site, today) => handTypedFound(site, today)['godziny-wpisane-recznie'],
}
