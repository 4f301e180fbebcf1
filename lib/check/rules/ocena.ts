import { wordsFound } from '../find/words.ts'
import type { Rule } from '../rule.ts'

export const ocena: Rule = {
  id: 'ocena',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => wordsFound(site, today)['ocena'],
}
