import { advertisingFound } from '../find/advertising.ts'
import type { Rule } from '../rule.ts'

export const ocena: Rule = {
  id: 'ocena',
  severity: 'warning',
  description: 'Słowo, które ocenia zamiast informować, np. „doświadczony”, „nowoczesny”, „kompleksowy”.',
  why: 'Pacjent nie może sprawdzić oceny, a przepisy pozwalają podmiotom leczniczym informować o usługach, a nie je zachwalać. Fakt, np. kto przyjmuje, od kiedy i co obejmuje usługa, mówi pacjentowi więcej niż ocena.',
  fix: 'Zastąp ocenę faktem, który pacjent może sprawdzić: zamiast „doświadczony lekarz” napisz, kto przyjmuje, z jaką specjalizacją i od kiedy, a zamiast „nowoczesne gabinety”, czym są wyposażone. Komunikat podpowiada, co napisać w miejsce danego słowa.',
  examples: {
    ok: [{ text: 'Konsultacje prowadzi lek. Anna Przykładowa, specjalistka medycyny rodzinnej.' }, { text: 'Punkt pobrań ma osobne wejście i poczekalnię.' }],
    notOk: [
      { text: 'Konsultacje prowadzi doświadczony lekarz rodzinny.' },
      { text: 'Pobieramy krew w nowoczesnym punkcie pobrań.' },
      { text: 'Zapewniamy kompleksową opiekę przed podróżą.' },
      { file: 'content/data/team.yaml', replaces: '    bio: Specjalista chorób zakaźnych.', text: '    bio: Doświadczony specjalista chorób zakaźnych.' },
    ],
  },
  run: (site, today) => advertisingFound(site, today).ocena,
}
