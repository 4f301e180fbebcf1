import type { Nodes, Root } from 'mdast'
import { VFile } from 'vfile'
import { attributes, attributeValues, type JsxElement } from '../check/mdxNodes.ts'
import { mdxProcessor } from './mdxCompiler.ts'

/** What a component stands for in plain text: a fixed text (<Phone />) or one made from its props (<OpeningTime id="..." />). */
export type Fact = string | ((props: Record<string, string[]>) => string)

export interface FaqEntry {
  question: string
  answer: string
}

/**
 * Questions and answers of an FAQ page written in Markdown: each `###` heading
 * is a question, the text up to the next heading its answer. Both are plain
 * text, as a search engine reads structured data: the page is read as the
 * compiler reads it, so Markdown's escapes (`HPV \& HBV`), emphasis, links
 * (their words) and comments leave no trace. Components that stand for a fact
 * (<Phone />, <OpeningTime id="infolinia" />, <Hours />) become that fact;
 * other components give their own text (<Notice>…</Notice>) or nothing.
 */
export function faqEntries(source: string, facts: Record<string, Fact>): FaqEntry[] {
  let tree: Root
  try {
    tree = mdxProcessor.parse(new VFile({ value: source })) as Root
  } catch {
    // Only the dev server meets a page that does not parse (a build stops at the check): it shows the check's lines instead.
    return []
  }
  const entries: FaqEntry[] = []
  let current: { question: string; parts: string[] } | undefined
  const finish = () => {
    if (current) entries.push({ question: current.question, answer: oneLine(current.parts.join(' ')) })
    current = undefined
  }
  for (const node of tree.children) {
    if (node.type === 'heading') {
      finish()
      if (node.depth === 3) current = { question: oneLine(plainText(node, facts)), parts: [] }
    } else current?.parts.push(plainText(node, facts))
  }
  finish()
  return entries.filter((entry) => entry.answer !== '')
}

/** Runs of spaces and line breaks as one space; a non-breaking space stays (Polish typography, after a one-letter word). */
const oneLine = (text: string) => text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()

/** Nodes that end with a space in plain text: blocks, list items, table cells. */
const blocks = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'code', 'blockquote', 'mdxJsxFlowElement'])

/** The words a reader sees in `node`, facts in place of the components that stand for them. */
function plainText(node: Nodes, facts: Record<string, Fact>): string {
  const text = (() => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
      case 'code':
        return node.value
      case 'break':
        return ' '
      case 'image':
        return node.alt ?? ''
      // Code, comments and what is not shown: nothing.
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'mdxjsEsm':
      case 'html':
      case 'yaml':
      case 'definition':
      case 'footnoteDefinition':
        return ''
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const fact = node.name ? facts[node.name] : undefined
        if (fact !== undefined) return typeof fact === 'function' ? fact(propsOf(node)) : fact
        return children(node, facts)
      }
      default:
        return children(node, facts)
    }
  })()
  return blocks.has(node.type) ? `${text} ` : text
}

const children = (node: Nodes, facts: Record<string, Fact>) =>
  'children' in node ? node.children.map((child) => plainText(child as Nodes, facts)).join('') : ''

/** `id="a" only={['b', 'c']}` → { id: ['a'], only: ['b', 'c'] }: every quoted value of each prop. */
function propsOf(element: JsxElement): Record<string, string[]> {
  return Object.fromEntries(attributes(element).map((attribute) => [attribute.name, attributeValues(attribute)]))
}
