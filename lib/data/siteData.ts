import clinicYaml from '../../content/data/clinic.yaml'
import consentYaml from '../../content/data/consent.yaml'
import errorPagesYaml from '../../content/data/errorPages.yaml'
import formsYaml from '../../content/data/forms.yaml'
import navigationYaml from '../../content/data/navigation.yaml'
import synonymsYaml from '../../content/data/synonyms.yaml'
import { siteUrl } from '../build/siteUrl.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'
import { consentSchema } from '../schemas/consentSchema.ts'
import { errorPagesSchema } from '../schemas/errorPagesSchema.ts'
import { formsSchema } from '../schemas/formsSchema.ts'
import { navigationSchema } from '../schemas/navigationSchema.ts'
import { synonymsSchema } from '../schemas/synonymsSchema.ts'
import { withDerivedFacts } from './clinicDerived.ts'
import { withVisitHours } from './visitTypeHours.ts'

// The build has already checked these files with readable messages
// (npm run check, lib/check/runChecks.ts); parsing here gives the code typed values.
/**
 * The clinic's identity, with the facts derived from its other facts
 * (lib/data/clinicDerived.ts). `siteUrl` is the address the site is built for:
 * SITE_URL when set (the GitHub Pages workflow sets it), else clinic.yaml's
 * (lib/build/siteUrl.ts); canonical, Open Graph and JSON-LD addresses use it.
 */
export const clinic = { ...withDerivedFacts(clinicSchema.parse(clinicYaml)), siteUrl: siteUrl() }
export const navigation = navigationSchema.parse(navigationYaml)
export const errorPages = errorPagesSchema.parse(errorPagesYaml)
export const consentTexts = consentSchema.parse(consentYaml)
/** Words patients type that the site writes otherwise: the site search reads them from its index, the lab price search from its props. */
export const synonyms = synonymsSchema.parse(synonymsYaml).synonyms

/**
 * The forms' settings, each visit type with its hours from clinic.yaml. FORM_ENDPOINT replaces the form service's address at
 * build time: `npm start` and the tests point the forms at the local stand-in
 * (scripts/formService.ts); STRIPE_PUBLISHABLE_KEY does the same for the key.
 */
export const forms = (() => {
  const data = formsSchema.parse(formsYaml)
  const endpoint = process.env.FORM_ENDPOINT ?? data.service.endpoint
  const stripePublishableKey = process.env.STRIPE_PUBLISHABLE_KEY ?? data.stripePublishableKey
  // The times each visit type offers come from clinic.yaml's hours, never typed twice.
  const bookingForm = { ...data.bookingForm, visitTypes: withVisitHours(data.bookingForm.visitTypes, clinic.hours) }
  return { ...data, bookingForm, service: { ...data.service, endpoint }, stripePublishableKey }
})()
