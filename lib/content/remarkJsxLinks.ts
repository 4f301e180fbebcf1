import type { Link, PhrasingContent, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'
import { literalValue } from './literalValue.ts'

/**
 * An `<a>` an author writes in a page's JSX becomes a Markdown link, so it is
 * rendered by the site's link (components/ui/MdxLink.tsx) like `[words](…)`:
 * MDX renders a JSX element written in lower case as it is, past the
 * components map. The site's link then decides what no author can weaken: the
 * site's base before its own paths, and rel="noopener noreferrer" on every link
 * that opens a new tab (an author's rel="opener" is dropped). The other
 * attributes (the allow-list's: id, className, title, lang, target, rel,
 * aria-…) are kept. Runs after the guard (lib/content/remarkContentGuard.ts),
 * so every value here is a literal.
 */
export function remarkJsxLinks() {
  return (tree: Root) => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, index, parent) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      if (element.name !== 'a' || !parent || index === undefined) return undefined
      const properties: Record<string, unknown> = {}
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue
        properties[attribute.name] = valueOf(attribute)
      }
      const { href, title, ...rest } = properties
      // An <a id="…"> without an address is an anchor to link to, not a link: it stays as written.
      if (typeof href !== 'string') return undefined
      const link: Link = {
        type: 'link',
        url: href,
        title: typeof title === 'string' ? title : null,
        // A block <a> holds paragraphs: the link holds their words.
        children: element.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) as PhrasingContent[],
        position: element.position,
        data: { hProperties: rest as Record<string, string> },
      }
      // A link written as a block (<a> alone on its lines) stays a block: its own paragraph, as the JSX element was.
      parent.children[index] = (element.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [link], position: element.position } : link) as never
      return [SKIP, index + 1]
    })
  }
}

function valueOf(attribute: MdxJsxAttribute): unknown {
  const { value } = attribute
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value
  const statement = value.data?.estree?.body[0]
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : undefined
}
