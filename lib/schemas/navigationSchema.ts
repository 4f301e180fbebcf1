import { z } from 'zod'
import { internalPath, text } from './fields.ts'
import { siteMapGroupIds } from './siteMapGroups.ts'

const link = z.strictObject({ label: text, href: internalPath })
/**
 * A link that leaves the site, shown with a note that it opens elsewhere.
 * Its address is read from content/data/clinic.yaml, so it is typed only once.
 */
const externalLink = z.strictObject({
  label: text,
  external: z.enum(['rehabilitationBookingUrl'], { error: 'ma być nazwą adresu z clinic.yaml: rehabilitationBookingUrl' }),
})

/** content/data/navigation.yaml: the main menu, the footer and the site-map group names. */
export const navigationSchema = z.strictObject({
  main: z.array(
    z.union([
      link,
      z.strictObject({ label: text, items: z.array(z.union([link, externalLink])).min(1) }),
    ]),
  ),
  booking: link,
  /** Footer columns; the one with `quickContact: true` shows the phone, hours and e-mail. */
  footer: z.array(
    z.union([
      z.strictObject({ title: text, links: z.array(link).min(1) }),
      z.strictObject({ title: text, quickContact: z.literal(true) }),
    ]),
  ),
  siteMapGroups: z.strictObject(
    Object.fromEntries(siteMapGroupIds.map((id) => [id, text])) as Record<(typeof siteMapGroupIds)[number], typeof text>,
  ),
})

export type Navigation = z.infer<typeof navigationSchema>
export type NavLink = z.infer<typeof link> | z.infer<typeof externalLink>
