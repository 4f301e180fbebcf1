import { samplesFound } from '../find/samples.ts'
import type { Rule } from '../rule.ts'

export const przykladBezPliku: Rule = {
  id: 'przyklad-bez-pliku',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site, today) => samplesFound(site, today)['przyklad-bez-pliku'],
}
