import { siteNoticesFound } from '../find/siteNotices.ts'
import type { Rule } from '../rule.ts'

export const komunikatPoTerminie: Rule = {
  id: 'komunikat-po-terminie',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => siteNoticesFound(site, today)['komunikat-po-terminie'],
}
