import { newPageBody, newPageParagraph } from '../../content/newPageTemplate.ts'
import { at, positionOf, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/**
 * A page made in the browser editor starts from a template
 * (lib/content/newPageTemplate.ts): its paragraph to write over, still there,
 * would be published as it is, an instruction to the editor shown to patients.
 * An error: the page can still be saved while it is being written ('Zapisz'
 * asks first, saveGuard.ts), but not published until the paragraph is
 * written (it was a warning, and a page with it could be published).
 */
function checkTemplate(site: Site): Finding[] {
  return site.pages.flatMap((page) => {
    const index = page.text.indexOf(newPageParagraph)
    if (index === -1) return []
    return [
      at(
        page.file,
        positionOf(page.text, index),
        `na stronie został akapit ze wzoru nowej strony („${newPageParagraph}”)`,
        'Napisz w jego miejsce pierwszy akapit strony',
      ),
    ]
  })
}

/** A page made in the browser editor: its fields and its text (the template's, or the editor's). */
const newPage = (body: string) =>
  [
    '---',
    'title: Opieka nad kręgosłupem',
    'description: Ćwiczenia i porady fizjoterapeuty dla osób z bólem pleców, w przychodni w Warszawie.',
    'group: uslugi',
    'faq: false',
    '---',
    '',
    body,
    '',
  ].join('\n')
const templatePage = newPage(newPageBody)

export const akapitWzoru: Rule = {
  id: 'akapit-wzoru',
  severity: 'error',
  description: 'Akapit ze wzoru nowej strony („Napisz tu pierwszy akapit…”), który został na stronie.',
  why: 'Strona utworzona w edytorze w przeglądarce zaczyna się od wzoru. Jego akapit do zastąpienia, jeśli zostanie, pokaże się pacjentom jako zwykły tekst strony. Stronę z tym akapitem można zapisać, ale nie można jej opublikować, dopóki akapit nie zostanie napisany.',
  fix: 'Napisz w miejscu tego akapitu pierwszy akapit strony: czego dotyczy i dla kogo jest.',
  examples: {
    ok: [
      {
        text: newPage(
          newPageBody.replace(newPageParagraph, 'Fizjoterapeuta pomaga osobom z bólem pleców: bada, ustala plan ćwiczeń i pokazuje, jak je wykonywać w domu.'),
        ),
        file: 'content/opieka-nad-kregoslupem.mdx',
      },
    ],
    notOk: [{ text: templatePage, file: 'content/opieka-nad-kregoslupem.mdx', line: templatePage.split('\n').indexOf(newPageParagraph) + 1 }],
  },
  run: checkTemplate,
}
