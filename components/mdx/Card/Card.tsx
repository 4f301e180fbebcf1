import type { ReactNode } from 'react'
import { withBase } from '../../../lib/build/siteUrl'

/** One card; with `href` the whole card is a link (its title is the link text). */
export function Card({ title, href, children }: { title: string; href?: string; children?: ReactNode }) {
  return (
    <li className={href ? 'card card--link' : 'card'}>
      <h3 className="card__title">{href ? <a href={withBase(href)}>{title}</a> : title}</h3>
      {children && <div className="card__body">{children}</div>}
    </li>
  )
}
