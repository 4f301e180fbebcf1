import type { Root } from 'mdast'
import { visitNodes } from '../treeNodes.ts'
import { faqQuestionsLine, faqQuickLinksLine } from '../../content/faqQuestions.ts'
import { positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource } from '../site.ts'

/** <FaqQuestions category="…" /> and <FaqQuickLinks /> are replaced only as whole lines (lib/content/faqQuestions.ts): anywhere else they would show nothing. */
function faqLineProblems(page: PageSource, tree: Root): Finding[] {
  const problems: Finding[] = []
  const lines = page.text.split('\n')
  visitNodes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const rule =
      element.name === 'FaqQuestions' ? faqQuestionsLine : element.name === 'FaqQuickLinks' && element.children.length === 0 ? faqQuickLinksLine : undefined
    if (!rule) return
    const where = positionOfNode(element)
    const whole = element.position && element.position.start.line === element.position.end.line && new RegExp(rule.source).test(lines[where.line - 1] ?? '')
    if (whole && element.position!.start.column === 1) return
    const written = element.name === 'FaqQuestions' ? '<FaqQuestions category="…" />' : '<FaqQuickLinks />'
    problems.push(
      at(
        page.file,
        where,
        `znacznik <${element.name}> działa tylko sam w linii, bez wcięcia`,
        `Napisz go w osobnej linii, od jej początku, dokładnie tak: ${written}`,
      ),
    )
  })
  return problems
}

export const znacznikWLinii: Rule = {
  id: 'znacznik-w-linii',
  severity: 'error',
  description: 'Znacznik `<FaqQuestions category="…" />` albo `<FaqQuickLinks />`, który nie stoi sam w osobnej linii, od jej początku.',
  why: 'Pytania z faq.yaml i listę najczęstszych pytań strona wstawia tylko w miejsce znacznika, który stoi sam w linii. Znacznik w zdaniu albo z wcięciem nie pokaże niczego, więc pacjent nie znajdzie tych pytań na stronie FAQ.',
  fix: 'Przenieś znacznik do osobnej linii i zacznij go od jej pierwszego znaku, bez spacji przed nim, np. `<FaqQuestions category="podroze" />`. Tekst, który stał przed znacznikiem, zostaw w osobnym akapicie nad nim.',
  examples: {
    ok: [{ text: 'Pytania o wyjazdy:\n\n<FaqQuestions category="podroze" />', file: 'content/faq.mdx', replaces: '<FaqQuestions category="podroze" />' }],
    notOk: [
      { text: 'Pytania o wyjazdy: <FaqQuestions category="podroze" />', file: 'content/faq.mdx', replaces: '<FaqQuestions category="podroze" />' },
      { text: '  <FaqQuickLinks />', file: 'content/faq.mdx', replaces: '<FaqQuickLinks />' },
    ],
  },
  run: (site) => site.pages.flatMap((page) => (page.tree ? faqLineProblems(page, page.tree) : [])),
}
