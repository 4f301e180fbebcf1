import { clinic } from '../../../lib/data/siteData'
import { displayPhone, telHref } from '../../../lib/data/format'

/** The clinic's phone number as a link that dials it. */
export function Phone({ className }: { className?: string }) {
  return (
    <a className={className} href={telHref(clinic.phone.number)}>
      {displayPhone(clinic.phone.number)}
    </a>
  )
}
