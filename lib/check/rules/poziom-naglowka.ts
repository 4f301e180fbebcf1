import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const poziomNaglowka: Rule = {
  id: 'poziom-naglowka',
  severity: 'warning',
  description: 'Nagłówek, który pomija poziom, np. `####` bez nagłówka `###` nad nim.',
  why: 'Czytnik ekranu czyta nagłówki jak spis treści strony: pominięty poziom podpowiada osobie niewidomej, że brakuje jakiejś części, i utrudnia poruszanie się po stronie.',
  fix: 'Nagłówki idą po kolei: pod `## ` stoi `### `, pod nim `#### `. Zmień liczbę krzyżyków tak, jak podpowiada komunikat, albo dodaj nad tym nagłówkiem brakujący.',
  examples: {
    ok: [{ text: '## Dojazd\n\n### Rowerem\n\nStojak na rowery stoi przy wejściu do przychodni.' }],
    notOk: [{ text: '## Dojazd\n\n#### Rowerem\n\nStojak na rowery stoi przy wejściu do przychodni.', line: 3 }],
  },
  run: (site, today) => structureFound(site, today)['poziom-naglowka'],
}
