import { linksFound } from '../find/links.ts'
import type { Rule } from '../rule.ts'

export const adresTekstem: Rule = {
  id: 'adres-tekstem',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => linksFound(site, today)['adres-tekstem'],
}
