import { siteNoticesFound } from '../find/siteNotices.ts'
import type { Rule } from '../rule.ts'

export const komunikat: Rule = {
  id: 'komunikat',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => siteNoticesFound(site, today)['komunikat'],
}
