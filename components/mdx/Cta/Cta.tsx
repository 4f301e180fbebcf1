import type { ReactNode } from 'react'
import { withBase } from '../../../lib/build/siteUrl'

export type CtaVariant = 'primary' | 'secondary' | 'white'

/**
 * A call-to-action link styled as a button. Without props it is the reusable
 * 'Umów szczepienie' button leading to the contact page.
 */
export function Cta({ href = '/kontakt', variant = 'primary', children = 'Umów szczepienie' }: { href?: string; variant?: CtaVariant; children?: ReactNode }) {
  return (
    <a className={`cta cta--${variant}`} href={withBase(href)}>
      {children}
    </a>
  )
}
