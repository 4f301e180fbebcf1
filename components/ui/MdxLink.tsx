import type { AnchorHTMLAttributes } from 'react'
import { withBase } from '../../lib/build/siteUrl'

/**
 * Links written in Markdown. Editors write a page of this site as "/kontakt";
 * it is published under the site's base ("/klinika/kontakt" when the site
 * lives at /klinika/), so the content check keeps reading what they wrote.
 * A link to another site opens in a new tab, says
 * so to screen readers, and gets rel="noopener" so that site cannot reach this one.
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!/^https?:\/\//.test(href)) {
    return (
      <a href={withBase(href)} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
    </a>
  )
}
