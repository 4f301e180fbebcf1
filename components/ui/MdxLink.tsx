import type { AnchorHTMLAttributes } from 'react'

/**
 * Links written in Markdown. A link to another site opens in a new tab, says
 * so to screen readers, and gets rel="noopener" so that site cannot reach this one.
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!/^https?:\/\//.test(href)) {
    return (
      <a href={href} {...rest}>
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
