import type { Root } from 'mdast'
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import { visitNodes } from '../treeNodes.ts'
import { isLiteral, literalValue } from '../../content/literalValue.ts'
import { invisibleName } from '../glyphs.ts'
import { componentEntry, componentNames, propsOf, propsSchema } from '../../content/componentRegistry.ts'
import { componentFix } from '../renderErrors.ts'
import { attributes, attributeValues, positionOfNode, type JsxElement } from '../mdxNodes.ts'
import { nearest } from '../nearest.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { PageSource, Site } from '../site.ts'

/**
 * The rule's line for a tag's name that is no component: one written in
 * lower case (<phone /> is read as an unknown HTML tag and renders nothing),
 * or a name no page may use; none for a component, or for an HTML element (the
 * rule html's). The editor's preview shows the same line in its place (lib/cms/preview/).
 */
export function componentNameLine(name: string): { message: string; fix: string } | undefined {
  if (/^[a-z]/.test(name)) {
    const component = (componentNames as string[]).find((candidate) => candidate.toLowerCase() === name.toLowerCase())
    return component ? { message: `<${name}> jest napisane małą literą`, fix: `Nazwa komponentu zaczyna się wielką literą: <${component}>` } : undefined
  }
  return componentEntry(name) ? undefined : { message: `nie ma komponentu <${name}>`, fix: componentFix(name) }
}

/**
 * Each component a page uses exists (written with its capital letter), with
 * the props it requires, no prop it does not take, and values the data files have.
 */
function checkComponents(page: PageSource, tree: Root, site: Site): Finding[] {
  const problems: Finding[] = []
  visitNodes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const name = element.name
    if (!name) return
    const where = positionOfNode(element)
    const misnamed = componentNameLine(name)
    if (misnamed) {
      problems.push(at(page.file, where, misnamed.message, misnamed.fix))
      return
    }
    const entry = componentEntry(name)
    if (!entry) return // an HTML element: the rule html
    // The attributes as the registry's zod schema for this component declares them, its values read from the data files.
    const props = propsIn(site, name, entry)
    const given = new Map(attributes(element).map((attribute) => [attribute.name, attribute]))
    for (const [prop, propRule] of Object.entries(props)) {
      if (propRule.required && !given.has(prop)) {
        problems.push(at(page.file, where, `komponent <${name}> wymaga atrybutu ${prop}`, `Dopisz go, np. <${name} ${prop}="..." />`))
      }
    }
    for (const attribute of given.values()) {
      const propRule = props[attribute.name]
      if (!propRule) {
        const allowed = Object.keys(props)
        const hint = allowed.length > 0 ? `Ten komponent przyjmuje: ${allowed.join(', ')}` : 'Ten komponent nie przyjmuje atrybutów: usuń go'
        problems.push(at(page.file, where, `komponent <${name}> nie ma atrybutu ${attribute.name}`, hint))
        continue
      }
      // A list where one text is taken, or the other way round: the build's guard refuses it too (lib/content/remarkContentGuard.ts).
      const shape = writtenShape(attribute)
      if (shape && shape !== (propRule.list ? 'list' : 'text')) {
        const example = attributeValues(attribute)[0] ?? '…'
        problems.push(
          propRule.list
            ? at(page.file, where, `atrybut ${attribute.name} w <${name}> przyjmuje listę`, `Zapisz go tak: ${attribute.name}={["${example}"]}`)
            : at(
                page.file,
                where,
                `atrybut ${attribute.name} w <${name}> przyjmuje jeden tekst w cudzysłowie`,
                `Zapisz go tak: ${attribute.name}="${example}"`,
              ),
        )
        continue
      }
      const allowed = propRule.values
      if (!allowed) continue // free text, or its data file is broken: that has its own message
      for (const value of attributeValues(attribute)) {
        if (propRule.value.safeParse(value).success || [...value].some((character) => invisibleName(character))) continue // an invisible character has its own line
        const guess = nearest(value, allowed)
        problems.push(
          at(
            page.file,
            where,
            `<${name} ${attribute.name}="${value}">: nie ma takiej wartości w plikach danych`,
            `${guess ? `Czy chodziło o ${attribute.name}="${guess}"? ` : ''}Dostępne: ${allowed.join(', ')}`,
          ),
        )
      }
    }
  })
  return problems
}

/** A component's props as the registry's schema declares them with this site's data, made once per check and component (a page uses many). */
function propsIn(site: Site, name: string, entry: NonNullable<ReturnType<typeof componentEntry>>): ReturnType<typeof propsOf> {
  let known = propsBySite.get(site)
  if (!known) propsBySite.set(site, (known = new Map()))
  let props = known.get(name)
  if (!props) known.set(name, (props = propsOf(propsSchema(entry, name, site.data))))
  return props
}
const propsBySite = new WeakMap<Site, Map<string, ReturnType<typeof propsOf>>>()

/** How an attribute's value is written: one text, a list of texts, something else; undefined for code (the rule kod's). */
function writtenShape(attribute: MdxJsxAttribute): 'text' | 'list' | 'other' | undefined {
  const { value } = attribute
  if (typeof value === 'string') return 'text'
  if (!value) return 'other'
  const statement = value.data?.estree?.body[0]
  if (statement?.type !== 'ExpressionStatement' || !isLiteral(statement.expression)) return undefined
  const literal = literalValue(statement.expression)
  if (typeof literal === 'string') return 'text'
  return Array.isArray(literal) && literal.every((item) => typeof item === 'string') ? 'list' : 'other'
}

export const komponent: Rule = {
  id: 'komponent',
  severity: 'error',
  description:
    'Znacznik komponentu (np. `<Phone />`) z błędem w nazwie, bez wymaganego atrybutu, z atrybutem, którego nie przyjmuje, albo z wartością, której nie ma w plikach danych.',
  why: 'Komponenty wstawiają na stronę dane z plików danych: numer telefonu, godziny, ceny. Znacznik z literówką albo złą wartością zatrzyma budowanie strony albo nie pokaże pacjentowi niczego tam, gdzie szuka numeru czy godzin.',
  fix: 'Popraw nazwę znacznika (zaczyna się wielką literą) i jego atrybuty tak, jak podpowiada komunikat; listę znaczników i ich atrybutów ma docs/edycja/znaczniki.md. Wartość atrybutu wybierz z listy „Dostępne” w komunikacie.',
  examples: {
    ok: [{ text: 'Zadzwoń pod numer <Phone />. Infolinia działa <OpeningTime id="infolinia" />.' }],
    notOk: [
      { text: 'Zadzwoń pod numer <Phnoe />.' },
      { text: 'Zadzwoń pod numer <phone />.' },
      { text: 'Infolinia działa <OpeningTime />.' },
      { text: 'Zadzwoń pod numer <Phone kolor="czerwony" />.' },
      { text: 'Infolinia działa <OpeningTime id="infolnia" />.' },
    ],
  },
  run: (site) => [...site.pages, ...site.texts].flatMap((page) => (page.tree ? checkComponents(page, page.tree, site) : [])),
}
