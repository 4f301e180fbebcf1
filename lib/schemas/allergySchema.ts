import { z } from 'zod'
import { text } from './fields.ts'
import { price, priceHint } from './priceField.ts'

const allergenItems = z.array(text).min(1).meta({ title: 'Alergeny', singular: 'alergen', description: 'Każdy alergen osobno.' })

/** content/data/allergy.yaml: allergen sets and allergy panels. */
export const allergySchema = z
  .strictObject({
    allergenSets: z
      .array(
        z.strictObject({
          code: z
            .string()
            .regex(/^[A-Z0-9-]+$/, 'ma być kodem zestawu, np. "W1"')
            .meta({ title: 'Kod', description: 'Kod zestawu: wielkie litery i cyfry, np. „ZW1”.' }),
          name: text.meta({ title: 'Nazwa', description: 'Np. „Pyłki drzew”.' }),
          items: allergenItems,
          price: price.meta({ title: 'Cena', description: priceHint }),
        }),
      )
      .min(1)
      .meta({ title: 'Zestawy alergenów', singular: 'zestaw', description: 'Tabela zestawów alergenów z cenami na stronie /cennik.' }),
    panels: z
      .array(
        z.strictObject({
          name: text.meta({ title: 'Nazwa', description: 'Np. „Panel wziewny”.' }),
          items: allergenItems,
          price: price.meta({ title: 'Cena', description: priceHint }),
        }),
      )
      .min(1)
      .meta({ title: 'Panele alergiczne', singular: 'panel', description: 'Tabela paneli alergicznych z cenami na stronie /cennik.' }),
  })
  .meta({ title: 'Diagnostyka alergii', description: 'Zestawy alergenów i panele alergiczne: badania krwi, które oznaczają swoiste przeciwciała IgE (sIgE).' })

export type Allergy = z.infer<typeof allergySchema>
