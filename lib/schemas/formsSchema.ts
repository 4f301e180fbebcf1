import { z } from 'zod'
import { clockTime, externalUrl, text } from './fields.ts'

const option = z.strictObject({
  /** Sent to the form service; do not change (the clinic's mailbox rules may use it). */
  value: z.string().regex(/^[a-z-]+$/, 'ma być krótką nazwą z małych liter, np. "vaccination"'),
  /** What the visitor sees. */
  label: text,
})

const visitType = option.extend({
  /** Length of one appointment in minutes: the step between times offered. */
  minutes: z.int('ma być liczbą minut, np. 15').min(5, 'ma być co najmniej 5 minut').max(240),
  opens: clockTime,
  closes: clockTime,
  /** For vaccination: the kinds of vaccine to choose from. */
  variants: z.array(option).min(1).optional(),
  /**
   * The word in an address that chooses this type, e.g. "szczepienie" for
   * /rezerwacja?wizyta=szczepienie (the vaccination pages' button links there).
   */
  slug: z.string().regex(/^[a-z-]+$/, 'ma być słowem z małych liter bez polskich znaków, np. "szczepienie"').optional(),
  /**
   * A note shown under the visit type when it is chosen. It may use {telefon}
   * (the clinic's number, as a link), {godziny:ID} (a schedule of clinic.yaml,
   * e.g. {godziny:konsultacje}) and {godziny-wizyty} (this type's own hours);
   * `npm run check` names any other (lib/check/checks/placeholders.ts).
   */
  note: text.optional(),
})

const formId = z.string().regex(/^[A-Za-z0-9]+$/, 'ma być identyfikatorem formularza z serwisu (litery i cyfry)')
const success = z.strictObject({ title: text, body: text, again: text })

/** content/data/forms.yaml: the form service, the forms' options and texts. */
export const formsSchema = z.strictObject({
  service: z.strictObject({
    endpoint: externalUrl,
    project: z.string().regex(/^[A-Za-z0-9]+$/).optional(),
  }),
  stripePublishableKey: z.string().regex(/^pk_(test|live)_\w+$/, 'ma być kluczem publicznym Stripe "pk_live_..."').optional(),
  contactForm: z.strictObject({ formId, subject: text, services: z.array(option).min(1) }),
  bookingForm: z.strictObject({ formId, subject: text, visitTypes: z.array(visitType).min(1) }),
  contactSuccess: success,
  bookingSuccess: success,
  infoClause: text,
})

export type FormsData = z.infer<typeof formsSchema>
