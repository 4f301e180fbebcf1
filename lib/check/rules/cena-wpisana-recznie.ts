import { wordsFound } from '../find/words.ts'
import type { Rule } from '../rule.ts'

export const cenaWpisanaRecznie: Rule = {
  id: 'cena-wpisana-recznie',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => wordsFound(site, today)['cena-wpisana-recznie'],
}
