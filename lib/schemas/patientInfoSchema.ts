import { z } from 'zod'
import { text } from './fields.ts'

/** content/data/patientInfo.yaml: practical answers shown on several pages with <PatientInfo topic="..." />. */
export const patientInfoSchema = z.strictObject({
  topics: z.record(
    z.string().regex(/^[a-z-]+$/, 'ma być krótką nazwą z małych liter i myślników, np. "co-zabrac"'),
    z
      .strictObject({
        /** A paragraph; may use {telefon}, {godziny:ID} and {parking}. */
        text: text.optional(),
        /** A list shown after the paragraph. */
        items: z.array(text).min(1).optional(),
      })
      .refine((topic) => topic.text || topic.items, 'ma mieć tekst (text), listę (items) albo oba'),
  ),
})
