import { readFindings, type Rule } from '../rule.ts'

export const mdxSkladnia: Rule = {
  id: 'mdx-skladnia',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  // Found while the site is read (lib/check/load/).
  run: (site) => readFindings(site, 'mdx-skladnia'),
}
