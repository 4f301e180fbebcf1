import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const liczbaZKropka: Rule = {
  id: 'liczba-z-kropka',
  severity: 'warning',
  description: 'Akapit, który zaczyna się od liczby większej niż 31 z kropką (zwykle roku: „2023. roku…”), a który strona pokaże jako listę numerowaną.',
  why: 'Markdown czyta „liczbę z kropką i spację” na początku linii jako punkt listy numerowanej. Zdanie „2023. roku otworzyliśmy…” pojawi się na stronie jako lista od 2023, z liczbą wysuniętą poza tekst, a czytnik ekranu przeczyta je jako listę.',
  fix: 'Zacznij zdanie inaczej („W 2023 roku…”) albo wpisz przed kropką ukośnik odwrotny: `2023\\. roku`. Lista kroków zaczyna się od 1.',
  examples: {
    ok: [
      { text: 'W 2023 roku otworzyliśmy nowy gabinet rehabilitacji.' },
      { text: 'Jak się zapisać:\n\n1. Zadzwoń do rejestracji.\n2. Przyjdź 10 minut przed wizytą.' },
    ],
    notOk: [{ text: 'Historia placówki.\n\n2023. roku otworzyliśmy nowy gabinet rehabilitacji.', line: 3 }],
  },
  run: (site, today) => structureFound(site, today)['liczba-z-kropka'],
}
