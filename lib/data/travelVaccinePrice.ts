import { vaccinePrices } from './priceData.ts'

/**
 * The price of one dose of a travel vaccine named as in vaccines.yaml's travelAvailable
 * ("Engerix-B (WZW typu B)"): the product before the bracket is looked up in every table of
 * vaccinePrices.yaml, the travel table first, by exact name, else as the start of a longer
 * product name ("Engerix-B 20 µg"). A vaccine without a price stops the build, so the list
 * can never again show a vaccine whose price the traveller has to look for elsewhere.
 */
export function travelVaccinePrice(listed: string): string {
  const product = listed.replace(/\s*\(.*$/, '').trim()
  const variants = vaccinePrices.tables.flatMap((table) => table.rows.flatMap((row) => row.variants))
  const found =
    variants.find((variant) => variant.name === product) ??
    variants.find((variant) => variant.name.startsWith(`${product} `) || variant.name.startsWith(`${product} (`))
  if (!found)
    throw new Error(
      `Szczepionka „${listed}” z listy dla podróżujących (content/data/vaccines.yaml) nie ma ceny w content/data/vaccinePrices.yaml: dopisz ją do jednej z tabel albo popraw nazwę.`,
    )
  return found.price
}
