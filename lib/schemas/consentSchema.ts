import { z } from 'zod'
import { text } from './fields.ts'

const category = z.strictObject({ label: text, description: text })

/** content/data/consent.yaml: texts of the cookie banner, settings, map placeholder and panel. */
export const consentSchema = z.strictObject({
  banner: z.strictObject({ title: text, text, acceptAll: text, rejectAll: text, customize: text, close: text }),
  settings: z.strictObject({ title: text, save: text, back: text, alwaysActive: text }),
  categories: z.strictObject({ necessary: category, functional: category, analytics: category, marketing: category }),
  map: z.strictObject({ title: text, text, show: text, frameTitle: text }),
  panel: z.strictObject({
    title: text,
    noChoice: text,
    choice: text,
    consents: z.strictObject({ accepted: text, rejected: text, customized: text }),
    on: text,
    off: text,
    change: text,
  }),
  /** Analytics is off unless an ID is set; it loads only after consent. */
  analyticsId: z.string().regex(/^[A-Z]{1,3}-[A-Z0-9]{4,}$/, 'ma być identyfikatorem w rodzaju "G-ABC123XYZ"').optional(),
})

export type ConsentTexts = z.infer<typeof consentSchema>
