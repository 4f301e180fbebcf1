import type { Heading, Root } from 'mdast'
import type { Expression, Program, SpreadElement } from 'estree'
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { invisibleName } from '../../content/glyphs.ts'
import { headingId } from '../../content/headingId.ts'
import { faqQuestionsLine, faqQuickLinksLine, placesFaqQuestions, withFaqQuestions } from '../../content/faqQuestions.ts'
import type { FaqQuestion } from '../../schemas/faqSchema.ts'
import { faqAnchorProblems } from '../textFields.ts'
import { mdxProcessor, rememberCompiled } from '../../content/mdxCompiler.ts'
import { componentRules, layoutAnchors } from '../componentProps.ts'
import { compileProblem, explainMdxError } from '../mdxErrors.ts'
import { nearest } from '../nearest.ts'
import { at, type Position, type Problem } from '../problem.ts'
import { hasProblem, type PageSource, type Site } from '../site.ts'
import { allowedAttributes, allowedElements, refusedElements } from '../../security/contentHtml.ts'

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

const positionOfNode = (node: { position?: { start: { line: number; column: number } } }): Position => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
})

/**
 * Each page compiles as MDX (else one plain message at the compiler's line),
 * uses only components that exist, with their props and values the data files
 * have, and no HTML written the HTML way. Records each page's ids for the
 * link check. The FAQ's answers (site.texts) are read the same way, and their
 * headings' ids added to the page that shows them.
 */
export function checkMdx(site: Site): Problem[] {
  const problems: Problem[] = []
  for (const page of site.pages) {
    if (page.unreadable) continue
    const file = new VFile({ path: page.file, value: page.text })
    let tree: Root
    try {
      tree = mdxProcessor.parse(file) as Root
    } catch (error) {
      problems.push(compileProblem(page.file, page.text, error))
      continue
    }
    // A build's check compiles the page to its module, which the build takes instead
    // of compiling it again. `npm run check` stops at the tree: see pragmaProblems.
    if (site.compile) {
      try {
        rememberCompiled(...compiled(page, tree, file, site))
      } catch (error) {
        // A block of fields that does not parse stops the compiler too: reported already (checkPages), the text is still checked.
        if (page.fields) {
          problems.push(compileProblem(page.file, page.text, error))
          continue
        }
      }
    }
    page.tree = tree
    problems.push(...checkCode(page, tree))
    problems.push(...checkElements(page, tree, site))
    problems.push(...faqLineProblems(page, tree))
    const anchors = pageAnchors(tree, site)
    if (anchors) {
      site.anchors.set(page.route, anchors)
      if (placesFaqQuestions(page.text)) problems.push(...faqAnchorProblems(site, page, headingIds(tree)))
    }
  }
  for (const text of site.texts) {
    let tree: Root
    try {
      tree = mdxProcessor.parse(new VFile({ path: text.file, value: text.text })) as Root
    } catch (error) {
      problems.push(compileProblem(text.file, text.text, error))
      continue
    }
    text.tree = tree
    problems.push(...checkCode(text, tree), ...checkElements(text, tree, site), ...textProblems(text, tree))
    for (const id of headingIds(tree)) site.anchors.get(text.route)?.add(id)
  }
  return problems
}

/**
 * The page's text and its module as the build compiles it: with the FAQ's
 * questions put in (lib/content/faqQuestions.ts), which the build looks the
 * module up by. The questions are faq.yaml's, which has no problem when the
 * build goes on (a problem stops it).
 */
function compiled(page: PageSource, tree: Root, file: VFile, site: Site): [string, string] {
  if (!placesFaqQuestions(page.text)) return [page.text, mdxProcessor.stringify(mdxProcessor.runSync(structuredClone(tree) as never, file), file)]
  const questions = ((site.data['faq.yaml'] as { questions?: FaqQuestion[] } | undefined)?.questions ?? []).filter((entry) => typeof entry?.answer === 'string')
  const text = withFaqQuestions(page.text, questions)
  const full = new VFile({ path: page.file, value: text })
  return [text, mdxProcessor.stringify(mdxProcessor.runSync(mdxProcessor.parse(full) as never, full), full)]
}

/** <FaqQuestions category="…" /> and <FaqQuickLinks /> are replaced only as whole lines (lib/content/faqQuestions.ts): anywhere else they would show nothing. */
function faqLineProblems(page: PageSource, tree: Root): Problem[] {
  const problems: Problem[] = []
  const lines = page.text.split('\n')
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const rule = element.name === 'FaqQuestions' ? faqQuestionsLine : element.name === 'FaqQuickLinks' && element.children.length === 0 ? faqQuickLinksLine : undefined
    if (!rule) return
    const where = positionOfNode(element)
    const whole = element.position && element.position.start.line === element.position.end.line && new RegExp(rule.source).test(lines[where.line - 1] ?? '')
    if (whole && element.position!.start.column === 1) return
    const written = element.name === 'FaqQuestions' ? '<FaqQuestions category="…" />' : '<FaqQuickLinks />'
    problems.push(at(page.file, where, 'error', `znacznik <${element.name}> działa tylko sam w linii, bez wcięcia`, `Napisz go w osobnej linii, od jej początku, dokładnie tak: ${written}`))
  })
  return problems
}

/**
 * What an FAQ answer may not have, though a page may: a heading at its
 * question's level or above (the page's outline and the question list would
 * break), or the FAQ's own lines (only a page places questions).
 */
function textProblems(text: PageSource, tree: Root): Problem[] {
  const problems: Problem[] = []
  const level = text.within?.headingLevel ?? 1
  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth > level) return
    const deeper = '#'.repeat(level + 1)
    problems.push(
      at(text.file, positionOfNode(heading), 'error', `nagłówek „${toString(heading)}” (${'#'.repeat(heading.depth)}) w odpowiedzi stoi na poziomie pytania albo wyżej`, `Śródtytuł odpowiedzi zacznij od „${deeper} ”, albo napisz go jako zwykłe zdanie`),
    )
  })
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    if (element.name === 'FaqQuestions' || element.name === 'FaqQuickLinks') {
      problems.push(at(text.file, positionOfNode(element), 'error', `znacznika <${element.name}> nie używa się w odpowiedzi`, 'Usuń go: pytania i listę najczęstszych pytań układa strona FAQ'))
    }
  })
  return problems
}

/** The ids the headings of a text get (as rehypeHeadingIds gives them). */
function headingIds(tree: Root): Set<string> {
  const ids = new Set<string>()
  const used = new Map<string, number>()
  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth < 2 || heading.depth > 4) return
    const base = headingId(toString(heading)) || 'sekcja'
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    ids.add(count === 1 ? base : `${base}-${count}`)
  })
  return ids
}

/**
 * Code an editor did not mean: MDX compiles "{uwaga}" in a sentence, or
 * only={pobrania} in a tag, and the build then fails on a name that does not
 * exist (or, for {1-2}, prints -1). Only literals ("tekst", 2, ["a", "b"]) and
 * comments in braces are content; import and export lines are code too.
 */
function checkCode(page: PageSource, tree: Root): Problem[] {
  const problems: Problem[] = []
  visit(tree, ['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'], (node) => {
    const expression = node as MdxFlowExpression | MdxTextExpression | MdxjsEsm
    if (expression.type === 'mdxjsEsm') {
      const { message, fix } = explainMdxError('Could not parse import/exports with acorn')
      problems.push(at(page.file, positionOfNode(expression), 'error', message, fix))
    } else if (!isLiteral(expression.data?.estree)) {
      const { message, fix } = explainMdxError('Could not parse expression with acorn')
      problems.push(at(page.file, positionOfNode(expression), 'error', `„{${expression.value}}”: ${message}`, fix))
    } else {
      problems.push(...pragmaProblems(page.file, positionOfNode(expression), expression.data?.estree))
    }
  })
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    for (const attribute of element.attributes) {
      const code = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : typeof attribute.value === 'object' && attribute.value ? attribute.value : undefined
      if (!code) continue
      if (isLiteral(code.data?.estree)) {
        problems.push(...pragmaProblems(page.file, positionOfNode(element), code.data?.estree))
        continue
      }
      const name = attribute.type === 'mdxJsxAttribute' ? `atrybutu ${attribute.name} ` : ''
      problems.push(
        at(
          page.file,
          positionOfNode(element),
          'error',
          `wartość ${name}w <${element.name ?? ''}> nie jest tekstem w cudzysłowie ani listą: „{${code.value}}” jest kodem`,
          'Ujmij wartość w cudzysłów, np. id="infolinia", a listę zapisz tak: only={["pobrania", "szczepienia"]}',
        ),
      )
    }
  })
  return problems
}

/**
 * `npm run check` parses each page and checks its tree, but does not generate
 * its JavaScript (the build does, once; lib/content/mdxCompiler.ts): that stage
 * was a sixth of the check's time. On a page that parses, it fails only on what
 * the check reports anyway (a block of fields that is not YAML, checkPages; code
 * in braces, import and export, checkCode), and on a comment holding a word the
 * compiler reads as an instruction: "@jsx", "@jsxRuntime", "@jsxImportSource",
 * "@jsxFrag". tests/unit/check.test.ts holds the compiler to that list; anything
 * new would still stop the build and the preview with the check's kind of line
 * (compileProblem through checkPlugin's guard).
 */
function pragmaProblems(file: string, where: Position, program: Program | null | undefined): Problem[] {
  for (const comment of program?.comments ?? []) {
    // The pattern of estree-util-build-jsx, which reads these words.
    const pragma = /@(jsx|jsxFrag|jsxImportSource|jsxRuntime)\s+\S/.exec(comment.value)
    if (pragma) {
      return [at(file, where, 'error', `komentarz zawiera „@${pragma[1]}”: kompilator MDX czyta to słowo jako polecenie i strona się nie zbuduje`, `Usuń „@” przed „${pragma[1]}” albo przeredaguj komentarz`)]
    }
  }
  return []
}

/** A program that is only a comment, or one literal: a text, a number, true/false, or a list or object of them. */
function isLiteral(program: Program | null | undefined): boolean {
  if (!program) return true
  if (program.body.length === 0) return true
  const statement = program.body[0]!
  return program.body.length === 1 && statement.type === 'ExpressionStatement' && isLiteralValue(statement.expression)
}

function isLiteralValue(node: Expression | SpreadElement | null): boolean {
  if (!node) return false
  switch (node.type) {
    case 'Literal':
      return true
    case 'TemplateLiteral':
      return node.expressions.length === 0
    case 'ArrayExpression':
      return node.elements.every(isLiteralValue)
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
    case 'ObjectExpression':
      return node.properties.every((property) => property.type === 'Property' && !property.computed && isLiteralValue(property.value as Expression))
    default:
      return false
  }
}

function checkElements(page: PageSource, tree: Root, site: Site): Problem[] {
  const problems: Problem[] = []
  const known = Object.keys(componentRules)
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const name = element.name
    if (!name) return
    const where = positionOfNode(element)
    if (/^[a-z]/.test(name)) {
      // <phone /> is read as an unknown HTML tag and renders nothing: a component written in lower case.
      const component = known.find((candidate) => candidate.toLowerCase() === name.toLowerCase())
      if (component) {
        problems.push(at(page.file, where, 'error', `<${name}> jest napisane małą literą`, `Nazwa komponentu zaczyna się wielką literą: <${component}>`))
        return
      }
      if (!allowedElements.has(name)) {
        problems.push(at(page.file, where, 'error', `znacznik <${name}> nie jest dozwolony w treści strony`, refusedElements[name] ?? `Usuń go. W treści można używać zwykłych znaczników tekstu, list, tabel i obrazów (docs/EDITING.md) oraz komponentów`))
        return
      }
      problems.push(...htmlAttributeProblems(page.file, element, where))
      return
    }
    const rule = componentRules[name]
    if (!rule) {
      const guess = nearest(name, known)
      const hint = guess ? `Czy chodziło o <${guess}>? ` : ''
      problems.push(at(page.file, where, 'error', `nie ma komponentu <${name}>`, `${hint}Lista komponentów jest w docs/EDITING.md`))
      return
    }
    const given = new Map(attributes(element).map((attribute) => [attribute.name, attribute]))
    for (const [prop, propRule] of Object.entries(rule.props)) {
      if (propRule.required && !given.has(prop)) {
        problems.push(at(page.file, where, 'error', `komponent <${name}> wymaga atrybutu ${prop}`, `Dopisz go, np. <${name} ${prop}="..." />`))
      }
    }
    for (const attribute of given.values()) {
      const propRule = rule.props[attribute.name]
      if (!propRule) {
        const allowed = Object.keys(rule.props)
        const hint = allowed.length > 0 ? `Ten komponent przyjmuje: ${allowed.join(', ')}` : 'Ten komponent nie przyjmuje atrybutów: usuń go'
        problems.push(at(page.file, where, 'error', `komponent <${name}> nie ma atrybutu ${attribute.name}`, hint))
        continue
      }
      if (!propRule.values) continue
      const allowed = propRule.values(site.data)
      if (allowed.length === 0) continue // its data file is broken: that has its own message
      for (const value of attributeValues(attribute)) {
        if (allowed.includes(value) || [...value].some((character) => invisibleName(character))) continue // an invisible character has its own line
        const guess = nearest(value, allowed)
        problems.push(
          at(page.file, where, 'error', `<${name} ${attribute.name}="${value}">: nie ma takiej wartości w plikach danych`, `${guess ? `Czy chodziło o "${guess}"? ` : ''}Dostępne: ${allowed.join(', ')}`),
        )
      }
    }
  })
  return problems
}

/**
 * HTML habits that MDX (JSX) does not take, and any attribute outside the
 * short allowlist (lib/security/contentHtml.ts): event handlers, raw HTML and
 * the like would run code on the page.
 */
function htmlAttributeProblems(file: string, element: JsxElement, where: Position): Problem[] {
  const problems: Problem[] = []
  const refuse = (message: string, fix: string) => problems.push(at(file, where, 'error', message, fix))
  for (const attribute of attributes(element)) {
    const { name } = attribute
    if (name === 'class') refuse(`atrybut class w <${element.name}> jest zapisany jak w HTML`, 'W MDX napisz className="..."')
    else if (name === 'for') refuse(`atrybut for w <${element.name}> jest zapisany jak w HTML`, 'W MDX napisz htmlFor="..."')
    else if (name === 'style' && typeof attribute.value === 'string') refuse(`atrybut style w <${element.name}> jest tekstem, jak w HTML`, 'Usuń go: wygląd strony ustalają style strony, nie treść')
    else if (name === 'style') refuse(`atrybut style w <${element.name}> nie jest dozwolony w treści strony`, 'Usuń go: wygląd strony ustalają style strony, nie treść')
    else if (/^on/i.test(name)) refuse(`atrybut ${name} w <${element.name}> uruchamia kod, a treść strony nie może go uruchamiać`, 'Usuń ten atrybut; jeśli strona potrzebuje nowej funkcji, poproś programistę o komponent')
    else if (name === 'dangerouslySetInnerHTML' || name.toLowerCase() === 'srcdoc') refuse(`atrybut ${name} w <${element.name}> wstawia na stronę kod HTML, którego sprawdzenie nie widzi`, 'Usuń go i napisz treść zwykłym tekstem między znacznikami')
    else if (!allowedAttributes.has(name) && !name.startsWith('aria-')) refuse(`atrybut ${name} w <${element.name}> nie jest dozwolony w treści strony`, `Usuń go. Dozwolone atrybuty: ${[...allowedAttributes].join(', ')} i aria-…`)
  }
  return problems
}

function attributes(element: JsxElement): MdxJsxAttribute[] {
  return element.attributes.filter((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute')
}

/** A prop's text value, or the quoted strings of an expression like {['a', 'b']}. */
export function attributeValues(attribute: MdxJsxAttribute): string[] {
  const value = attribute.value
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return [...value.value.matchAll(/(["'`])(.*?)\1/g)].map((match) => match[2]!)
  return []
}

/**
 * The ids a page has: its Markdown headings (as rehypeHeadingIds makes them),
 * id attributes, components' own ids, the layout's. None when a component's
 * ids come from a data file with a problem: that file's line is the one to fix,
 * not every link to the page.
 */
function pageAnchors(tree: Root, site: Site): Set<string> | undefined {
  let unknown = false
  const ids = new Set([...layoutAnchors, ...headingIds(tree)])
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const props: Record<string, string[]> = {}
    for (const attribute of attributes(element)) props[attribute.name] = attributeValues(attribute)
    for (const id of props.id ?? []) if (/^[a-z]/.test(element.name ?? '')) ids.add(id)
    const rule = element.name ? componentRules[element.name] : undefined
    if (rule?.anchorsFrom && hasProblem(site, rule.anchorsFrom)) unknown = true
    for (const id of rule?.anchors?.(props, site.data) ?? []) ids.add(id)
  })
  return unknown ? undefined : ids
}
