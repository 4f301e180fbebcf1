import { z } from 'zod'
import { key, listWithIds, text } from './fields.ts'
import { price, priceHint } from './priceField.ts'

const priceItem = z.strictObject({
  id: key
    .meta({
      title: 'Kod ceny',
      idFrom: 'name',
      description: 'Kod, po którym strona podaje tę cenę w zdaniu.',
    })
    .optional(),
  name: text.meta({ title: 'Usługa' }),
  price: price.meta({ title: 'Cena', description: priceHint }),
  /** For a price range: what decides the price, shown with the price and by <PriceBasis id>. */
  priceBasis: text
    .meta({
      title: 'Od czego zależy cena',
      description:
        'Przy cenie „od” albo zakresie cen: co decyduje o cenie, np. „250 zł – wizyta kontrolna, 300 zł – pierwsza konsultacja”. Pokazywane pod nazwą usługi w cenniku i w tekście stron, które podają tę cenę.',
      multiline: true,
    })
    .optional(),
  note: text.meta({ title: 'Uwaga', description: 'Opcjonalne zdanie pod nazwą usługi.', multiline: true }).optional(),
})

/** A category of priceList.yaml, shown with <PriceItems category="konsultacje" />. */
const priceCategory = z.strictObject({
  id: key.meta({
    title: 'Kod kategorii',
    idFrom: 'title',
    description: 'Kod, po którym strony pokazują tę kategorię cen.',
  }),
  title: text.meta({ title: 'Tytuł', description: 'Podpis tabeli tej kategorii.' }),
  items: z.array(priceItem).min(1).meta({ title: 'Usługi', singular: 'usługę', description: 'Usługi z cenami w kolejności z tej listy.' }),
})

/** content/data/priceList.yaml: the price list's other categories and the green box. */
export const priceListSchema = z
  .strictObject({
    /** What costs nothing extra when vaccinated during a visit. */
    includedWithVaccination: z
      .strictObject({
        title: text.meta({ title: 'Tytuł' }),
        items: z.array(text).min(1).meta({ title: 'Co obejmuje', singular: 'punkt', description: 'Usługi wliczone w wizytę ze szczepieniem, każda osobno.' }),
      })
      .meta({
        title: 'Zielona ramka',
        description: 'Ramka „W cenie wizyty ze szczepieniem” na stronie /cennik: co obejmuje wizyta, na której podajemy szczepionkę.',
      }),
    categories: listWithIds(priceCategory).meta({
      title: 'Kategorie',
      singular: 'kategorię',
      description: 'Konsultacje i usługi dodatkowe: każda kategoria jest jedną tabelą.',
    }),
  })
  .superRefine((file, ctx) => {
    // <Price id> takes the first item with its id: an id may stand once in the whole file.
    const first = new Map<string, string>()
    file.categories.forEach((category, categoryIndex) =>
      category.items.forEach((item, itemIndex) => {
        if (!item.id) return
        const seen = first.get(item.id)
        if (seen === undefined) return void first.set(item.id, category.title)
        ctx.addIssue({
          code: 'custom',
          path: ['categories', categoryIndex, 'items', itemIndex, 'id'],
          message: `powtarza nazwę ceny „${item.id}” z kategorii „${seen}”; każda nazwa może wystąpić tylko raz`,
        })
      }),
    )
  })
  .meta({ title: 'Cennik usług', description: 'Cennik konsultacji i usług dodatkowych oraz zielona ramka „W cenie wizyty ze szczepieniem”.' })

export type PriceList = z.infer<typeof priceListSchema>
