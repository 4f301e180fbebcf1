import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { componentNames } from '../../content/componentRegistry.ts'
import { attributes, positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { at, type Finding, type Position } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource } from '../site.ts'
import { allowedAttributes, allowedElements, refusedElements } from '../../security/contentHtml.ts'

/** HTML elements in a page: only those of the allowlist (lib/security/contentHtml.ts), with allowed attributes. */
function checkHtml(page: PageSource, tree: Root): Finding[] {
  const problems: Finding[] = []
  const components = new Set(componentNames.map((name) => name.toLowerCase()))
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const name = element.name
    // A component written in lower case (<phone />) is the rule komponent's.
    if (!name || !/^[a-z]/.test(name) || components.has(name.toLowerCase())) return
    const where = positionOfNode(element)
    if (!allowedElements.has(name)) {
      problems.push(
        at(
          page.file,
          where,
          `znacznik <${name}> nie jest dozwolony w treści strony`,
          refusedElements[name] ??
            `Usuń go. W treści można używać zwykłych znaczników tekstu, list, tabel i obrazów (docs/edycja/pisanie.md#jak-pisać-tekst) oraz komponentów`,
        ),
      )
      return
    }
    problems.push(...htmlAttributeProblems(page.file, element, where))
  })
  return problems
}

/**
 * HTML habits that MDX (JSX) does not take, and any attribute outside the
 * short allowlist (lib/security/contentHtml.ts): event handlers, raw HTML and
 * the like would run code on the page.
 */
function htmlAttributeProblems(file: string, element: JsxElement, where: Position): Finding[] {
  const problems: Finding[] = []
  const refuse = (message: string, fix: string) => problems.push(at(file, where, message, fix))
  for (const attribute of attributes(element)) {
    const { name } = attribute
    if (name === 'class') refuse(`atrybut class w <${element.name}> jest zapisany jak w HTML`, 'W MDX napisz className="..."')
    else if (name === 'for') refuse(`atrybut for w <${element.name}> jest zapisany jak w HTML`, 'W MDX napisz htmlFor="..."')
    else if (name === 'style' && typeof attribute.value === 'string')
      refuse(`atrybut style w <${element.name}> jest tekstem, jak w HTML`, 'Usuń go: wygląd strony ustalają style strony, nie treść')
    else if (name === 'style')
      refuse(`atrybut style w <${element.name}> nie jest dozwolony w treści strony`, 'Usuń go: wygląd strony ustalają style strony, nie treść')
    else if (/^on/i.test(name))
      refuse(
        `atrybut ${name} w <${element.name}> uruchamia kod, a treść strony nie może go uruchamiać`,
        'Usuń ten atrybut; jeśli strona potrzebuje nowej funkcji, poproś programistę o komponent',
      )
    else if (name === 'dangerouslySetInnerHTML' || name.toLowerCase() === 'srcdoc')
      refuse(
        `atrybut ${name} w <${element.name}> wstawia na stronę kod HTML, którego sprawdzenie nie widzi`,
        'Usuń go i napisz treść zwykłym tekstem między znacznikami',
      )
    else if (!allowedAttributes.has(name) && !name.startsWith('aria-'))
      refuse(
        `atrybut ${name} w <${element.name}> nie jest dozwolony w treści strony`,
        `Usuń go. Dozwolone atrybuty: ${[...allowedAttributes].join(', ')} i aria-…`,
      )
  }
  return problems
}

export const html: Rule = {
  id: 'html',
  severity: 'error',
  locked: true,
  description: 'Znacznik HTML, którego nie wolno używać w treści strony, albo atrybut zapisany jak w HTML lub niedozwolony.',
  why: 'Treść strony nie może uruchamiać kodu ani osadzać cudzych stron: taki znacznik mógłby przekazać innej firmie dane odwiedzających, zanim zgodzą się na pliki cookies. Atrybuty przepisane z HTML, takie jak `class` czy `style="…"`, w pliku MDX nie działają albo psują stronę.',
  fix: 'Usuń znacznik albo atrybut; komunikat podpowiada, czego użyć zamiast niego (np. `<Cta href="/rezerwacja">` zamiast `<button>`, `<MapEmbed />` zamiast `<iframe>` z mapą). Zamiast `class` napisz `className`, a zamiast koloru tekstu użyj pogrubienia `**…**` albo ramki `<Notice>`.',
  examples: {
    ok: [
      { text: '**Zabierz ze sobą dowód osobisty.**' },
      { text: '<abbr title="Narodowy Fundusz Zdrowia">NFZ</abbr> refunduje część szczepień.' },
      { text: 'Jak wygląda szczepienie, pokazuje [film na YouTube](https://www.youtube.com/watch?v=x5kQ1p9vGfM).' },
      { text: '<Cta href="/rezerwacja">Umów wizytę</Cta>' },
    ],
    notOk: [
      { text: '<span class="wazne">Zabierz ze sobą dowód osobisty.</span>' },
      { text: '<span style="color: red">Zabierz ze sobą dowód osobisty.</span>' },
      { text: '<iframe src="https://www.youtube.com/embed/x5kQ1p9vGfM" width="560" height="315"></iframe>' },
      { text: '<button>Umów wizytę</button>' },
    ],
  },
  run: (site) => [...site.pages, ...site.texts].flatMap((page) => (page.tree ? checkHtml(page, page.tree) : [])),
}
