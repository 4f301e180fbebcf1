import type { VaccinePrices } from '../../schemas/vaccinePricesSchema.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface Place {
  path: (string | number)[]
  price: string
  table: string
  disease: string
}

/** Names that differ only in case or spacing are one product ('Varilrix', 'VARILRIX ', 'Gardasil  9'). */
const productKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl')
/** '260 zł' and '260 zł ' are one price. */
const priceKey = (price: string) => price.trim().replace(/\s+/g, ' ')

/**
 * A product (vaccinePrices.yaml, a row's `variants[].name`) in several tables, the children's and the adults' say,
 * with different prices: the field's hint promises one price in every table, and an office worker who changed it in
 * one table saved /cennik showing Varilrix at 260 zł and 280 zł (an editor's trial). Each place is reported, with
 * the other prices and where they are, so that either can be the one put right.
 */
function differingPrices(site: Site): Finding[] {
  const prices = site.data['vaccinePrices.yaml'] as VaccinePrices | undefined
  const file = site.dataFiles.find((data) => data.name === 'vaccinePrices.yaml')
  if (!prices || !file || !Array.isArray(prices.tables)) return []
  const byProduct = new Map<string, { name: string; places: Place[] }>()
  prices.tables.forEach((table, tableIndex) =>
    (table?.rows ?? []).forEach((row, rowIndex) =>
      (row?.variants ?? []).forEach((variant, variantIndex) => {
        if (typeof variant?.name !== 'string' || typeof variant.price !== 'string') return
        const key = productKey(variant.name)
        const entry = byProduct.get(key) ?? { name: variant.name.trim(), places: [] }
        entry.places.push({
          path: ['tables', tableIndex, 'rows', rowIndex, 'variants', variantIndex, 'price'],
          price: variant.price,
          table: String(table.caption ?? table.id),
          disease: String(row.disease),
        })
        byProduct.set(key, entry)
      }),
    ),
  )
  const source = parseYamlSource(file.text)
  const found: Finding[] = []
  for (const { name, places } of byProduct.values()) {
    if (new Set(places.map((place) => priceKey(place.price))).size < 2) continue
    for (const place of places) {
      const others = places.filter((other) => priceKey(other.price) !== priceKey(place.price))
      const elsewhere = others.map((other) => `${priceKey(other.price)} w tabeli „${other.table}” (przeciw ${other.disease})`).join(', ')
      found.push(
        at(
          file.file,
          source.positionAt(place.path),
          `szczepionka „${name}” kosztuje tu ${priceKey(place.price)}, a ${elsewhere}`,
          `Jedna szczepionka ma jedną cenę we wszystkich tabelach: wpisz tę samą cenę przy „${name}” w każdej tabeli, w której jest`,
        ),
      )
    }
  }
  return found
}

export const cenaSzczepionki: Rule = {
  id: 'cena-szczepionki',
  severity: 'error',
  description: 'Ta sama szczepionka ma w dwóch tabelach cen (`vaccinePrices.yaml`) różne ceny.',
  why: 'Pacjent zobaczyłby w cenniku dwie ceny jednej szczepionki, np. w tabeli dla dzieci i w tabeli dla dorosłych, i nie wiedziałby, która jest prawdziwa. Szczepionka jest w kilku tabelach, bo podaje się ją i dzieciom, i dorosłym, ale cenę ma jedną.',
  fix: 'Wpisz tę samą cenę przy tej szczepionce w każdej tabeli, w której jest: komunikat podaje, w których tabelach i przy jakiej chorobie. Jeśli to naprawdę inne produkty (np. inna dawka), nadaj im różne nazwy, np. „FSME-Immun 0,25 ml Junior”.',
  examples: {
    ok: [
      {
        // The same product may say other things in each table (here its information for adults); its price is the same.
        file: 'content/data/vaccinePrices.yaml',
        replaces: '            additionalInfo: dorośli, którzy nie chorowali na ospę wietrzną i nie byli szczepieni\n            price: 260 zł',
        text: '            additionalInfo: osoby dorosłe, które nie chorowały na ospę wietrzną i nie były szczepione\n            price: 260 zł',
      },
    ],
    notOk: [
      {
        file: 'content/data/vaccinePrices.yaml',
        replaces: '            additionalInfo: dorośli, którzy nie chorowali na ospę wietrzną i nie byli szczepieni\n            price: 260 zł',
        text: '            additionalInfo: dorośli, którzy nie chorowali na ospę wietrzną i nie byli szczepieni\n            price: 280 zł',
        line: 2,
      },
    ],
  },
  run: differingPrices,
}
