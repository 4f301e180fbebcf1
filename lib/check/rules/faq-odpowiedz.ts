import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visitNodes } from '../treeNodes.ts'
import { positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource } from '../site.ts'

/**
 * What an FAQ answer may not have, though a page may: a heading at its
 * question's level or above (the page's outline and the question list would
 * break), or the FAQ's own lines (only a page places questions).
 */
function textProblems(text: PageSource, tree: Root): Finding[] {
  const problems: Finding[] = []
  const level = text.within?.headingLevel ?? 1
  visitNodes(tree, 'heading', (heading: Heading) => {
    if (heading.depth > level) return
    const deeper = '#'.repeat(level + 1)
    problems.push(
      at(
        text.file,
        positionOfNode(heading),
        `nagłówek „${toString(heading)}” (${'#'.repeat(heading.depth)}) w odpowiedzi stoi na poziomie pytania albo wyżej`,
        `Śródtytuł odpowiedzi zacznij od „${deeper} ”, albo napisz go jako zwykłe zdanie`,
      ),
    )
  })
  visitNodes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    if (element.name === 'FaqQuestions' || element.name === 'FaqQuickLinks') {
      problems.push(
        at(
          text.file,
          positionOfNode(element),
          `znacznika <${element.name}> nie używa się w odpowiedzi`,
          'Usuń go: pytania i listę najczęstszych pytań układa strona FAQ',
        ),
      )
    }
  })
  return problems
}

export const faqOdpowiedz: Rule = {
  id: 'faq-odpowiedz',
  severity: 'error',
  description: 'Odpowiedź w faq.yaml z nagłówkiem na poziomie pytania (`###`) albo wyższym, albo ze znacznikiem `<FaqQuestions>` lub `<FaqQuickLinks>`.',
  why: 'Na stronie FAQ każde pytanie jest nagłówkiem `###`: nagłówek `##` albo `###` w odpowiedzi wyglądałby jak osobne pytanie i psułby spis nagłówków, z którego korzystają osoby używające czytnika ekranu. Pytania i listę najczęstszych pytań układa sama strona FAQ, a nie odpowiedź.',
  fix: 'Śródtytuł w odpowiedzi zacznij od `#### ` (cztery krzyżyki i spacja) albo napisz go jako zwykłe zdanie. Znacznik `<FaqQuestions>` lub `<FaqQuickLinks>` usuń z odpowiedzi.',
  examples: {
    ok: [
      { text: '      #### Odbiór wyników\n\n      Wyniki odbierasz osobiście', file: 'content/data/faq.yaml', replaces: '      Wyniki odbierasz osobiście' },
    ],
    notOk: [
      { text: '      ### Odbiór wyników\n\n      Wyniki odbierasz osobiście', file: 'content/data/faq.yaml', replaces: '      Wyniki odbierasz osobiście' },
      {
        text: '      Ceny znajdziesz w [cenniku](/cennik).\n\n      <FaqQuestions category="platnosci" />',
        file: 'content/data/faq.yaml',
        replaces: '      Ceny znajdziesz w [cenniku](/cennik).',
        line: 3,
      },
    ],
  },
  run: (site) => site.texts.flatMap((text) => (text.tree ? textProblems(text, text.tree) : [])),
}
