import type { ReactNode } from 'react'
import { displayPhone, telHref } from '../../../lib/data/format.ts'
import { clinic } from '../../../lib/data/siteData.ts'
import type { CtaVariant } from '../Cta/Cta.tsx'

/** A call-to-action that dials the clinic: <CallButton>Umów wizytę</CallButton>. */
export function CallButton({ children, variant = 'primary' }: { children: ReactNode; variant?: CtaVariant }) {
  return (
    <a className={`cta cta--${variant} cta--call`} href={telHref(clinic.phone.number)}>
      {children}
      <span className="cta__detail">{displayPhone(clinic.phone.number)}</span>
    </a>
  )
}
