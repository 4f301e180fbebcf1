import { z } from 'zod'
import { text } from './fields.ts'
import { price, priceHint } from './priceField.ts'

/** content/data/labTests.yaml: the laboratory catalogue (spec: lab category = title, items). */
export const labTestsSchema = z
  .strictObject({
    categories: z
      .array(
        z.strictObject({
          title: text.meta({
            title: 'Kategoria',
            description:
              'Tytuł kategorii jest też nazwą przycisku filtra. Strona /badania-laboratoryjne wymienia tytuły w tekście dosłownie: po zmianie popraw także listę w tekście strony „Badania laboratoryjne” (Strony › Badania laboratoryjne).',
          }),
          items: z
            .array(
              z.strictObject({
                name: text.meta({ title: 'Badanie', description: 'Nazwa jak na skierowaniu. Nazwy badań nie mogą się powtarzać w całym cenniku.' }),
                price: price.meta({ title: 'Cena', description: priceHint }),
              }),
            )
            .min(1, 'ma mieć co najmniej jedno badanie')
            .meta({ title: 'Badania', singular: 'badanie' }),
        }),
      )
      .min(1)
      .meta({ title: 'Kategorie', singular: 'kategorię', description: 'Kategorie pokazują się w tej kolejności, w jakiej są tutaj.' }),
  })
  .meta({
    title: 'Badania laboratoryjne',
    description:
      'Cennik badań laboratoryjnych: tabela z wyszukiwarką na stronach /cennik i /badania-laboratoryjne (znacznik <LabPriceTable />). Zestawy alergenów i panele alergiczne są w allergy.yaml.',
  })

export type LabTests = z.infer<typeof labTestsSchema>
export type LabCategory = LabTests['categories'][number]
