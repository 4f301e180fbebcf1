import { fillFacts } from '../../lib/data/clinicFacts.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { displayPhone } from '../../lib/data/format.ts'

/** A form's text after a send (forms.yaml) as the panel shows it: the hours filled in, {telefon} the clinic's number. */
export const shownSuccess = (body: string): string =>
  fillFacts(body, clinic).replace(/\s+/g, ' ').trim().replaceAll('{telefon}', displayPhone(clinic.phone.number))

/** How many links that dial the clinic the panel has: one for each {telefon} of the text. */
export const successPhoneLinks = (body: string): number => body.split('{telefon}').length - 1
