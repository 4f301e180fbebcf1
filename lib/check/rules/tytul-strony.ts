import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const tytulStrony: Rule = {
  id: 'tytul-strony',
  severity: 'error',
  description: 'Nagłówek `# ` w treści strony, czyli drugi tytuł obok tego z pola `title`.',
  why: 'Tytuł strony, jej jedyny nagłówek najwyższego stopnia, tworzy pole `title`. Drugi taki nagłówek myli wyszukiwarki i osoby, które przechodzą po stronie czytnikiem ekranu od nagłówka do nagłówka.',
  fix: 'Zacznij ten nagłówek od `## ` (dwa krzyżyki i spacja), a nagłówki pod nim od `### `.',
  examples: {
    ok: [{ text: '## Dojazd rowerem\n\nStojak na rowery stoi przy wejściu do przychodni.' }],
    notOk: [{ text: '# Dojazd rowerem\n\nStojak na rowery stoi przy wejściu do przychodni.' }],
  },
  run: (site, today) => structureFound(site, today)['tytul-strony'],
}
