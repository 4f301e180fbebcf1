import { z } from 'zod'
import { text } from './fields.ts'
import { key, price } from './pricesSchema.ts'

/** content/data/labTests.yaml: the laboratory catalogue (spec: lab category = title, items). */
export const labTestsSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        title: text,
        items: z.array(z.strictObject({ name: text, price })).min(1, 'ma mieć co najmniej jedno badanie'),
      }),
    )
    .min(1),
})

/** content/data/services.yaml: rehabilitation service cards and the PrEP page's lists. */
export const servicesSchema = z.strictObject({
  /** Rehabilitation service card (spec section 3): title, price text, description, features. */
  rehabilitation: z.array(z.strictObject({ title: text, price, description: text, features: z.array(text).min(1) })).min(1),
  prep: z.strictObject({
    /** The six indications of spec section 9. */
    indications: z.array(text).length(6, 'ma mieć dokładnie sześć wskazań (specyfikacja, sekcja 9)'),
    /** The social-education foundation under whose patronage the visits run. */
    patronage: text,
  }),
})

/** content/data/team.yaml: the clinic's people. Sample names until the clinic replaces them. */
export const teamSchema = z.strictObject({
  members: z
    .array(
      z.strictObject({
        /** Used by pages to point at a person, e.g. <Specialist id="anna-przykladowa" />. */
        id: key,
        name: text,
        role: text,
        /** A doctor: search engines get a schema.org Physician entry for them. */
        physician: z.boolean().default(false),
        specializations: z.array(text).min(1),
        achievements: z.array(text).default([]),
        /** A few sentences about the person (spec: specialist description). */
        bio: text,
      }),
    )
    .min(1),
})

export type LabTests = z.infer<typeof labTestsSchema>
export type LabCategory = LabTests['categories'][number]
