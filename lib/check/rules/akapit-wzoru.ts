import { newPageParagraph } from '../../content/newPageTemplate.ts'
import { at, positionOf, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/**
 * A page made in the browser editor starts from a template
 * (lib/content/newPageTemplate.ts): its paragraph to write over, still there,
 * would be published as it is. A warning, not an error: the new page with the
 * template's text is a valid page, saved while it is being written.
 */
function checkTemplate(site: Site): Finding[] {
  return site.pages.flatMap((page) => {
    const index = page.text.indexOf(newPageParagraph)
    if (index === -1) return []
    return [at(page.file, positionOf(page.text, index), `na stronie został akapit ze wzoru nowej strony („${newPageParagraph}”)`, 'Napisz w jego miejsce pierwszy akapit strony')]
  })
}

export const akapitWzoru: Rule = {
  id: 'akapit-wzoru',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: checkTemplate,
}
