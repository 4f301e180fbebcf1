import type { Element, Root, Text } from 'hast'
import { visit } from 'unist-util-visit'
import { headingId } from './headingId.ts'
import { reservedIdOwner } from './reservedIds.ts'

/**
 * Gives every h2-h4 written in Markdown an id from its text (lib/content/headingId.ts),
 * unless it has one; repeated ids on a page get -2, -3..., and so does an id
 * the site's layout and scripts use on every page (lib/content/reservedIds.ts):
 * a heading "Zgoda cookies" must not take the cookie banner's id.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const used = new Map<string, number>()
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-4]$/.test(node.tagName) || node.properties.id) return
      const base = headingId(textOf(node)) || 'sekcja'
      const count = (used.get(base) ?? (reservedIdOwner(base) ? 1 : 0)) + 1
      used.set(base, count)
      node.properties.id = count === 1 ? base : `${base}-${count}`
    })
  }
}

function textOf(node: Element | Text): string {
  if (node.type === 'text') return node.value
  return node.children.map((child) => (child.type === 'element' || child.type === 'text' ? textOf(child) : '')).join('')
}
