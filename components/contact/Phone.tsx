import { clinic } from '../../lib/data/siteData'
import { telHref } from '../../lib/data/format'

/** The clinic's phone number as a link that dials it. */
export function Phone({ className }: { className?: string }) {
  return (
    <a className={className} href={telHref(clinic.phone.number)}>
      {clinic.phone.number}
    </a>
  )
}
