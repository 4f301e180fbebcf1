import type { Heading, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { visitNodes } from './treeNodes.ts'
import { headingId } from '../content/headingId.ts'
import { reservedIdOwner } from '../content/reservedIds.ts'
import type { Position } from './problem.ts'

// What the rules of a page's tree share: its elements, their attributes and the headings' ids.

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

export const positionOfNode = (node: { position?: { start: { line: number; column: number } } }): Position => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
})

export function attributes(element: JsxElement): MdxJsxAttribute[] {
  return element.attributes.filter((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute')
}

/** A prop's text value, or the quoted strings of an expression like {['a', 'b']}. */
export function attributeValues(attribute: MdxJsxAttribute): string[] {
  const value = attribute.value
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return [...value.value.matchAll(/(["'`])(.*?)\1/g)].map((match) => match[2]!)
  return []
}

/** The ids the headings of a text get (as rehypeHeadingIds gives them). */
export function headingIds(tree: Root): ReadonlySet<string> {
  let ids = idsOfTree.get(tree)
  if (!ids) idsOfTree.set(tree, (ids = treeHeadingIds(tree)))
  return ids
}
// Several rules and the loaders ask for the same tree's ids, and an unchanged page keeps its tree from one check to the next (lib/check/load/loadTrees.ts): no tree is changed once parsed.
const idsOfTree = new WeakMap<Root, ReadonlySet<string>>()

function treeHeadingIds(tree: Root): Set<string> {
  const ids = new Set<string>()
  const used = new Map<string, number>()
  visitNodes(tree, 'heading', (heading: Heading) => {
    if (heading.depth < 2 || heading.depth > 4) return
    const base = headingId(toString(heading)) || 'sekcja'
    const count = (used.get(base) ?? (reservedIdOwner(base) ? 1 : 0)) + 1
    used.set(base, count)
    ids.add(count === 1 ? base : `${base}-${count}`)
  })
  return ids
}
