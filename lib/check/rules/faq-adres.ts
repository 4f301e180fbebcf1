import { placesFaqQuestions } from '../../content/faqQuestions.ts'
import { headingIds } from '../mdxNodes.ts'
import type { Rule } from '../rule.ts'
import { faqAnchorProblems } from '../textFields.ts'

export const faqAdres: Rule = {
  id: 'faq-adres',
  severity: 'error',
  description: 'Pytanie w faq.yaml, które ma ten sam adres (kotwicę `#…`) co nagłówek strony, na której stoi.',
  why: 'Z każdego pytania powstaje adres, np. /faq#jak-umowic-wizyte, pod którym pacjent trafia prosto do odpowiedzi. Gdy nagłówek strony ma te same słowa, odnośnik do pytania zaprowadzi do nagłówka, a nie do odpowiedzi.',
  fix: 'Zmień słowa pytania tak, żeby różniło się od nagłówków strony FAQ: zamiast nazwy działu napisz pełne pytanie, np. „Co obejmuje porada przed podróżą?”.',
  examples: {
    ok: [
      {
        text: '  - question: Co obejmuje porada przed podróżą?\n    category: podroze\n    answer: Lekarz omawia zagrożenia w miejscu docelowym i zaleca szczepienia.\n    quickLink: false',
        file: 'content/data/faq.yaml',
      },
    ],
    notOk: [
      {
        text: '  - question: Medycyna podróży\n    category: podroze\n    answer: Lekarz omawia zagrożenia w miejscu docelowym i zaleca szczepienia.\n    quickLink: false',
        file: 'content/data/faq.yaml',
      },
    ],
  },
  run: (site) =>
    site.pages.flatMap((page) =>
      page.tree && site.anchors.has(page.route) && placesFaqQuestions(page.text) ? faqAnchorProblems(site, page, headingIds(page.tree)) : [],
    ),
}
