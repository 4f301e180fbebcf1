import { allergy, labTests, priceList, vaccinePrices } from './priceData.ts'
import { services } from './serviceData.ts'

/** "11–980 zł": the cheapest and dearest amounts in all price data, for search engines. */
export function priceRange(): string {
  const prices = [
    ...labTests.categories.flatMap((group) => group.items.map((item) => item.price)),
    ...vaccinePrices.tables.flatMap((table) => table.rows.flatMap((row) => row.variants.map((variant) => variant.price))),
    ...priceList.categories.flatMap((category) => category.items.map((item) => item.price)),
    ...allergy.allergenSets.map((set) => set.price),
    ...allergy.panels.map((panel) => panel.price),
    ...services.rehabilitation.map((service) => service.price),
  ]
  const amounts = prices.flatMap((price) => [...price.matchAll(/\d+/g)].map((match) => Number(match[0])))
  return `${Math.min(...amounts)}–${Math.max(...amounts)} zł`
}
