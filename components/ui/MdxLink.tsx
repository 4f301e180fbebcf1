import type { AnchorHTMLAttributes } from 'react'
import { withBase } from '../../lib/build/siteUrl'

/** A target that opens a new browsing context ("_blank", or a named window), unlike "_self", "_parent" and "_top". */
const opensNewTab = (target: string | undefined) => target !== undefined && !['', '_self', '_parent', '_top'].includes(target.trim().toLowerCase())

/**
 * The site's rel for a link that opens a new tab, with what else an author
 * wrote ("nofollow"), but never "opener": the page it opens gets no handle on
 * this one (window.opener), whatever the author wrote.
 */
function newTabRel(rel: string | undefined): string {
  const own = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'opener' && token !== 'noopener' && token !== 'noreferrer')
  return ['noopener', 'noreferrer', ...new Set(own)].join(' ')
}

/**
 * Links written in Markdown. Editors write a page of this site as "/kontakt";
 * it is published under the site's base ("/klinika/kontakt" when the site
 * lives at /klinika/), so the content check keeps reading what they wrote.
 * A link to another site opens in a new tab and says so to screen readers.
 * Every link that opens a new tab (another site's, or one an author gave a
 * target) gets rel="noopener noreferrer", set after the author's attributes,
 * so that the page it opens cannot reach this one.
 */
export function MdxLink({ href = '', children, target, rel, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//i.test(href.trim())
  const newTab = external || opensNewTab(target)
  return (
    <a {...rest} href={external ? href : withBase(href)} target={external ? '_blank' : target} rel={newTab ? newTabRel(rel) : rel}>
      {children}
      {newTab ? <span className="visually-hidden"> (otwiera się w nowej karcie)</span> : null}
    </a>
  )
}
