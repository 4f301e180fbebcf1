import { wordsFound } from '../find/words.ts'
import type { Rule } from '../rule.ts'

export const godzinyWpisaneRecznie: Rule = {
  id: 'godziny-wpisane-recznie',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => wordsFound(site, today)['godziny-wpisane-recznie'],
}
