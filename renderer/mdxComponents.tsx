import { Address } from '../components/contact/Address'
import { Email } from '../components/contact/Email'
import { Hours } from '../components/contact/Hours'
import { Phone } from '../components/contact/Phone'
import { SiteMap } from '../components/sitemap/SiteMap'
import { Card, Cards } from '../components/ui/Cards'
import { Cta } from '../components/ui/Cta'
import { Notice } from '../components/ui/Notice'
import { MdxLink } from '../components/ui/MdxLink'

/**
 * The components an editor may use in an MDX file, by the name written there,
 * e.g. <Phone />. docs/EDITING.md lists them. `a` makes external links safe.
 */
export const mdxComponents = {
  a: MdxLink,
  Address,
  Card,
  Cards,
  Cta,
  Email,
  Hours,
  Notice,
  Phone,
  SiteMap,
}
