import type { PhrasingContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { Fragment, type ReactNode } from 'react'
import { isAllowedAddress } from '../../lib/security/contentHtml'
import { MdxLink } from './MdxLink'

/**
 * A short text from a data file written in Markdown, as one line of HTML:
 * bold, italics, links (through MdxLink, so this site's links get its base and
 * other sites' say they open a new tab), code and line breaks. Anything else
 * stands as its text; `npm run check` asks for a single paragraph
 * (lib/check/find/siteNotices.ts). Rendered at build time only. A data file
 * is not compiled like a page, so a link whose address the check refuses
 * (javascript:, data:, http:…; lib/check/find/links.ts) is shown as its words
 * here too, should it ever reach a build.
 */
export function InlineMarkdown({ text }: { text: string }) {
  const blocks = fromMarkdown(text).children
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {'children' in block ? phrasing(block.children as PhrasingContent[]) : null}
        </Fragment>
      ))}
    </>
  )
}

function phrasing(nodes: readonly PhrasingContent[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value
      case 'strong':
        return <strong key={index}>{phrasing(node.children)}</strong>
      case 'emphasis':
        return <em key={index}>{phrasing(node.children)}</em>
      case 'link':
        if (!isAllowedAddress(node.url)) return <Fragment key={index}>{phrasing(node.children)}</Fragment>
        return (
          <MdxLink key={index} href={node.url}>
            {phrasing(node.children)}
          </MdxLink>
        )
      case 'inlineCode':
        return <code key={index}>{node.value}</code>
      case 'break':
        return <br key={index} />
      default:
        return 'children' in node ? (
          <Fragment key={index}>{phrasing(node.children as PhrasingContent[])}</Fragment>
        ) : 'value' in node ? (
          String(node.value)
        ) : null
    }
  })
}
