import type { Element, ElementContent, Root, RootContent, Text } from 'hast'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { siteIds } from './reservedIds.ts'

/** The name a page writes where the list of its sections goes: <PageSections />. */
export const PAGE_SECTIONS = 'PageSections'

/**
 * Puts in place of <PageSections /> a short list of links to the page's own
 * sections (its h2 headings written in Markdown, with the ids rehypeHeadingIds
 * gave them), so that on a phone a patient can jump over a long section
 * (issue 42: /cennik was 46,000 px tall at 360 px). Derived from the headings,
 * so a section added, renamed or removed is listed as it is.
 */
export function rehypePageSections() {
  return (tree: Root) => {
    const sections: { id: string; text: string }[] = []
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h2' && typeof node.properties.id === 'string') sections.push({ id: node.properties.id, text: textOf(node).trim() })
    })
    visit(tree, (node) => {
      if (!('children' in node)) return
      const children = node.children as RootContent[]
      children.forEach((child, index) => {
        if (child.type === 'mdxJsxFlowElement' && (child as MdxJsxFlowElementHast).name === PAGE_SECTIONS) children[index] = sectionList(sections)
      })
    })
  }
}

function sectionList(sections: { id: string; text: string }[]): Element {
  const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
    type: 'element',
    tagName,
    properties,
    children,
  })
  const text = (value: string): Text => ({ type: 'text', value })
  return element('nav', { className: ['page-sections'], ariaLabelledBy: [siteIds.pageSections] }, [
    element('p', { className: ['page-sections__title'], id: siteIds.pageSections }, [text('Na tej stronie')]),
    element(
      'ul',
      {},
      sections.map((section) => element('li', {}, [element('a', { href: `#${section.id}` }, [text(section.text)])])),
    ),
  ])
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}
