import { readSettings } from '../checkSettings.ts'
import type { Rule } from '../rule.ts'
import { rules } from './index.ts'

export const ustawienia: Rule = {
  id: 'ustawienia',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site) =>
    readSettings(
      site.root,
      rules.map((rule) => rule.id),
    ).findings,
}
