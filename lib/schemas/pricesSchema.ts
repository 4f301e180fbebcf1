import { z } from 'zod'
import { text } from './fields.ts'

/**
 * A price as the tables show it: "150 zł", "od 160 zł" or a range "250–300 zł",
 * always a positive whole amount in złoty.
 */
export const price = z
  .string({ error: 'ma być ceną w formacie "NN zł" (w cudzysłowie), np. "150 zł"' })
  .regex(/^(od )?[1-9]\d{0,4}(–[1-9]\d{0,4})? zł$/, 'ma być dodatnią ceną w formacie "NN zł", np. "150 zł", "od 160 zł" albo "250–300 zł"')

/** A short name the pages use to point at a table or item: lower case, digits, hyphens. */
export const key = z.string().regex(/^[a-z0-9-]+$/, 'ma być krótką nazwą z małych liter, cyfr i myślników, np. "porada-podroznicza"')

/** One product (vaccine) in a price row. */
const variant = z
  .strictObject({
    /** Product name, e.g. "Shingrix". */
    name: text,
    /** Number of doses, e.g. 2 or "2–3". */
    doses: z.union([z.int().min(1), text], 'ma być liczbą dawek, np. 2'),
    /** How long protection lasts (travel table), e.g. "co najmniej 10 lat". */
    duration: text.optional(),
    /** Other information, e.g. the age range. */
    additionalInfo: text.optional(),
    price,
    /**
     * Mandatory in the national programme (Program Szczepień Ochronnych): the
     * table then shows `psoNote` (free within the programme, what the price is for).
     */
    pso: z.literal(true, 'ma być wpisane jako "pso: true" albo pominięte').optional(),
    notes: text.optional(),
    /** Shown when the product cannot be had, e.g. "niedostępna do marca 2025 r.". */
    unavailable: text.optional(),
  })
  .refine((v) => v.duration !== undefined || v.additionalInfo !== undefined, {
    message: 'ma mieć pole "duration" (czas ochrony) albo "additionalInfo" (dodatkowe informacje)',
  })

/** A price row (spec section 3): one disease and the products against it. */
const priceRow = z.strictObject({ disease: text, variants: z.array(variant).min(1, 'ma mieć co najmniej jedną szczepionkę') })

/** content/data/vaccinePrices.yaml: vaccine price tables by name, e.g. "podroze". */
export const vaccinePricesSchema = z.strictObject({
  /** Shown before the notes of every product marked `pso: true`: said once, true for each. */
  psoNote: text.optional(),
  tables: z.record(
    key,
    z.strictObject({
      caption: text,
      /** The travel table shows how long protection lasts, so each product needs `duration`. */
      requireDuration: z.boolean().optional(),
      rows: z.array(priceRow).min(1),
    }).refine((table) => !table.requireDuration || table.rows.every((row) => row.variants.every((v) => v.duration)), {
      message: 'w tej tabeli każda szczepionka ma mieć pole "duration" (czas ochrony)',
    }),
  ),
}).refine((file) => file.psoNote || !Object.values(file.tables).some((table) => table.rows.some((row) => row.variants.some((v) => v.pso))), {
  path: ['psoNote'],
  message: 'jest wymagane, gdy któraś szczepionka ma "pso: true": zdanie o bezpłatnym szczepieniu w programie',
})

const priceItem = z.strictObject({ id: key.optional(), name: text, price, note: text.optional() })

/** content/data/priceList.yaml: the price list's other categories and the green box. */
export const priceListSchema = z.strictObject({
  /** What costs nothing extra when vaccinated during a visit. */
  includedWithVaccination: z.strictObject({ title: text, items: z.array(text).min(1) }),
  categories: z.record(key, z.strictObject({ title: text, items: z.array(priceItem).min(1) })),
})

/** content/data/allergy.yaml: allergen sets and allergy panels. */
export const allergySchema = z.strictObject({
  allergenSets: z.array(z.strictObject({ code: z.string().regex(/^[A-Z0-9-]+$/, 'ma być kodem zestawu, np. "W1"'), name: text, items: z.array(text).min(1), price })).min(1),
  panels: z.array(z.strictObject({ name: text, items: z.array(text).min(1), price })).min(1),
})

const vaccineInfo = z.strictObject({ name: text, info: text })

/** content/data/vaccines.yaml: vaccine lists, the infant calendar and pregnancy vaccines. */
export const vaccinesSchema = z.strictObject({
  /** Vaccines available for travellers. */
  travelAvailable: z.array(text).min(1),
  children: z.strictObject({ mandatory: z.array(vaccineInfo).min(1), recommended: z.array(vaccineInfo).min(1) }),
  /** Vaccine calendar entries (spec section 3): age and vaccines. */
  infantCalendar: z.array(z.strictObject({ age: text, vaccines: z.array(vaccineInfo).min(1) })).min(1),
  /** Pregnancy vaccines (spec section 3): name, timing, benefits. */
  pregnancy: z.array(z.strictObject({ name: text, timing: text, benefits: text, refunded: z.boolean().optional() })).min(1),
  /**
   * Recommended intervals (spec section 9), e.g. "7–14 dni" after an antibiotic:
   * pages show them with <Interval id="po-antybiotyku" />, so each is typed once.
   */
  intervals: z.record(z.string().regex(/^[a-z-]+$/, 'ma być krótką nazwą z małych liter i myślników, np. "po-antybiotyku"'), text),
})

export type VaccinePrices = z.infer<typeof vaccinePricesSchema>
export type PriceList = z.infer<typeof priceListSchema>
export type Allergy = z.infer<typeof allergySchema>
export type Vaccines = z.infer<typeof vaccinesSchema>
