import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const opisObrazu: Rule = {
  id: 'opis-obrazu',
  severity: 'error',
  description: 'Obraz w tekście strony bez opisu albo z opisem krótszym niż 5 znaków.',
  why: 'Opis w nawiasie kwadratowym `![opis](…)` czyta czytnik ekranu osobom, które nie widzą obrazu. Bez niego nie dowiedzą się, co obraz pokazuje.',
  fix: 'Wpisz w nawiasie kwadratowym, co przedstawia obraz (co najmniej 5 znaków), np. `![Wejście do przychodni od ulicy](/images/wejscie.jpg)`.',
  examples: {
    ok: [{ text: '![Tabletka i serce na jasnym tle](/images/prep.svg)' }],
    notOk: [{ text: '![](/images/prep.svg)' }, { text: '![foto](/images/prep.svg)' }],
  },
  run: (site, today) => structureFound(site, today)['opis-obrazu'],
}
