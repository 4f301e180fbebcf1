import { placesFaqQuestions } from '../../content/faqQuestions.ts'
import { headingIds } from '../mdxNodes.ts'
import type { Rule } from '../rule.ts'
import { faqAnchorProblems } from '../textFields.ts'

export const faqAdres: Rule = {
  id: 'faq-adres',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: (site) => site.pages.flatMap((page) => (page.tree && site.anchors.has(page.route) && placesFaqQuestions(page.text) ? faqAnchorProblems(site, page, headingIds(page.tree)) : [])),
}
