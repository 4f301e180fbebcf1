import type { Root } from 'mdast'
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import { visitNodes } from '../treeNodes.ts'
import { isLiteral, literalValue } from '../../content/literalValue.ts'
import { componentNames } from '../../content/componentRegistry.ts'
import { attributes, positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource } from '../site.ts'
import { allowedAttributes, allowedElements, refusedElements } from '../../security/contentHtml.ts'

/** The rule's line for one thing in a page: what is wrong, and what to write instead. */
export interface HtmlLine {
  message: string
  fix: string
}

/**
 * The rule's line for an HTML element (a name in lower case that is no
 * component's), or none when the allowlist (lib/security/contentHtml.ts) takes
 * it. The editor's preview shows the same line in its place (lib/cms/preview/).
 */
export function refusedElementLine(name: string): HtmlLine | undefined {
  if (allowedElements.has(name)) return undefined
  return {
    message: `znacznik <${name}> nie jest dozwolony w treści strony`,
    fix: Object.hasOwn(refusedElements, name)
      ? refusedElements[name]!
      : 'Usuń go. W treści można używać zwykłych znaczników tekstu, list, tabel i obrazów (docs/edycja/pisanie.md#jak-pisać-tekst) oraz komponentów',
  }
}

/**
 * The rule's line for an attribute of an allowed element, or none when the
 * short allowlist takes it. HTML habits that MDX (JSX) does not take, and
 * anything else outside it: event handlers, raw HTML and the like would run
 * code on the page. `text`: the value is a text in quotes (not `{…}`).
 */
export function refusedAttributeLine(element: string, name: string, text: boolean): HtmlLine | undefined {
  const line = (message: string, fix: string) => ({ message, fix })
  if (name === 'class') return line(`atrybut class w <${element}> jest zapisany jak w HTML`, 'W MDX napisz className="..."')
  if (name === 'for') return line(`atrybut for w <${element}> jest zapisany jak w HTML`, 'W MDX napisz htmlFor="..."')
  if (name === 'style' && text) return line(`atrybut style w <${element}> jest tekstem, jak w HTML`, 'Usuń go: wygląd strony ustalają style strony, nie treść')
  if (name === 'style')
    return line(`atrybut style w <${element}> nie jest dozwolony w treści strony`, 'Usuń go: wygląd strony ustalają style strony, nie treść')
  if (/^on/i.test(name))
    return line(
      `atrybut ${name} w <${element}> uruchamia kod, a treść strony nie może go uruchamiać`,
      'Usuń ten atrybut; jeśli strona potrzebuje nowej funkcji, poproś programistę o komponent',
    )
  if (name === 'dangerouslySetInnerHTML' || name.toLowerCase() === 'srcdoc')
    return line(
      `atrybut ${name} w <${element}> wstawia na stronę kod HTML, którego sprawdzenie nie widzi`,
      'Usuń go i napisz treść zwykłym tekstem między znacznikami',
    )
  if (!allowedAttributes.has(name) && !name.startsWith('aria-'))
    return line(
      `atrybut ${name} w <${element}> nie jest dozwolony w treści strony`,
      `Usuń go. Dozwolone atrybuty: ${[...allowedAttributes].join(', ')} i aria-…`,
    )
  return undefined
}

/** Whether an attribute's value is a literal list or object, `{["a"]}` or `{{ a: 1 }}` (code is the rule kod's). */
function holdsListOrObject(attribute: MdxJsxAttribute): boolean {
  const value = attribute.value
  if (!value || typeof value === 'string') return false
  const statement = value.data?.estree?.body[0]
  return (
    statement?.type === 'ExpressionStatement' &&
    isLiteral(statement.expression) &&
    typeof literalValue(statement.expression) === 'object' &&
    literalValue(statement.expression) !== null
  )
}

/** HTML elements in a page: only those of the allowlist (lib/security/contentHtml.ts), with allowed attributes. */
function checkHtml(page: PageSource, tree: Root): Finding[] {
  const problems: Finding[] = []
  const components = new Set(componentNames.map((name) => name.toLowerCase()))
  visitNodes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const name = element.name
    // A component written in lower case (<phone />) is the rule komponent's.
    if (!name || !/^[a-z]/.test(name) || components.has(name.toLowerCase())) return
    const where = positionOfNode(element)
    const refused = refusedElementLine(name)
    if (refused) {
      problems.push(at(page.file, where, refused.message, refused.fix))
      return
    }
    for (const attribute of attributes(element)) {
      const line = refusedAttributeLine(name, attribute.name, typeof attribute.value === 'string')
      if (line) problems.push(at(page.file, where, line.message, line.fix))
      // A list or an object is no HTML attribute's value; the build's guard refuses it too (lib/content/remarkContentGuard.ts).
      else if (holdsListOrObject(attribute))
        problems.push(
          at(
            page.file,
            where,
            `wartość atrybutu ${attribute.name} w <${name}> nie jest tekstem ani liczbą`,
            `Zapisz ją w cudzysłowie, np. ${attribute.name}="…"`,
          ),
        )
    }
  })
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
