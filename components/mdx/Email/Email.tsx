import { clinic } from '../../../lib/data/siteData'

/** The clinic's e-mail address as a mailto: link. */
export function Email({ className }: { className?: string }) {
  return (
    <a className={className} href={`mailto:${clinic.email}`}>
      {clinic.email}
    </a>
  )
}
