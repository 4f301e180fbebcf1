import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const komponentWKodzie: Rule = {
  id: 'komponent-w-kodzie',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => structureFound(site, today)['komponent-w-kodzie'],
}
