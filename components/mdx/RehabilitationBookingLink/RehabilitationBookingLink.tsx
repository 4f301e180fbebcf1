import type { ReactNode } from 'react'
import { clinic } from '../../../lib/data/siteData.ts'

/** The external rehabilitation booking page, marked as opening elsewhere. */
export function RehabilitationBookingLink({ children }: { children: ReactNode }) {
  return (
    <a className="cta cta--secondary" href={clinic.rehabilitationBookingUrl} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (zewnętrzny serwis rezerwacji, otwiera się w nowej karcie)</span>
    </a>
  )
}
