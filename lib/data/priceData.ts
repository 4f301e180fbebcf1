import allergyYaml from '../../content/data/allergy.yaml'
import labTestsYaml from '../../content/data/labTests.yaml'
import priceListYaml from '../../content/data/priceList.yaml'
import vaccinePricesYaml from '../../content/data/vaccinePrices.yaml'
import vaccinesYaml from '../../content/data/vaccines.yaml'
import { allergySchema } from '../schemas/allergySchema.ts'
import { labTestsSchema } from '../schemas/labTestsSchema.ts'
import { priceListSchema } from '../schemas/priceListSchema.ts'
import { vaccinePricesSchema } from '../schemas/vaccinePricesSchema.ts'
import { vaccinesSchema } from '../schemas/vaccinesSchema.ts'
import { byId } from './byId.ts'

// Prices and vaccine facts; the build has already checked them with readable messages.
export const vaccinePrices = vaccinePricesSchema.parse(vaccinePricesYaml)
export const priceList = priceListSchema.parse(priceListYaml)
export const allergy = allergySchema.parse(allergyYaml)
export const vaccines = vaccinesSchema.parse(vaccinesYaml)
export const labTests = labTestsSchema.parse(labTestsYaml)

/** The named entries of the files above, by name: a table, a category, an interval. */
export const vaccineTables = byId(vaccinePrices.tables)
export const priceCategories = byId(priceList.categories)
export const intervals = byId(vaccines.intervals)

/** A named table or category; an unknown name in a page stops the build with the name. */
export function lookup<T>(record: Record<string, T>, name: string, what: string): T {
  const found = record[name]
  if (!found) throw new Error(`${what} "${name}" nie istnieje; dostępne: ${Object.keys(record).join(', ')}`)
  return found
}

/** The price item with this id, from any category of priceList.yaml. */
export function priceItem(id: string) {
  const item = priceList.categories.flatMap((category) => category.items).find((candidate) => candidate.id === id)
  if (!item) throw new Error(`Cena "${id}" nie istnieje w content/data/priceList.yaml`)
  return item
}
