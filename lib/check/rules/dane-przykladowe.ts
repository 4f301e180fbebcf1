import { samplesFound } from '../find/samples.ts'
import type { Rule } from '../rule.ts'

export const danePrzykladowe: Rule = {
  id: 'dane-przykladowe',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => samplesFound(site, today)['dane-przykladowe'],
}
