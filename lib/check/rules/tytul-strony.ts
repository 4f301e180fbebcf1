import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const tytulStrony: Rule = {
  id: 'tytul-strony',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => structureFound(site, today)['tytul-strony'],
}
