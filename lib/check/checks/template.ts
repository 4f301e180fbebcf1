import { newPageParagraph } from '../../content/newPageTemplate.ts'
import { at, positionOf, type Problem } from '../problem.ts'
import type { Site } from '../site.ts'

/**
 * A page made in the browser editor starts from a template
 * (lib/content/newPageTemplate.ts): its paragraph to write over, still there,
 * would be published as it is. A warning, not an error: the new page with the
 * template's text is a valid page, saved while it is being written.
 */
export function checkTemplate(site: Site): Problem[] {
  return site.pages.flatMap((page) => {
    const index = page.text.indexOf(newPageParagraph)
    if (index === -1) return []
    return [at(page.file, positionOf(page.text, index), 'warning', `na stronie został akapit ze wzoru nowej strony („${newPageParagraph}”)`, 'Napisz w jego miejsce pierwszy akapit strony')]
  })
}
