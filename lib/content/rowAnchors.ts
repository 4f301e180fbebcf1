import { headingId } from './headingId.ts'

// The ids of the price tables' rows and the service cards, so that a link (the
// site search's results) can open a page at one row. Each is made from the
// row's own words in the data, as a heading's id is: stable while they stay.

/** A laboratory test's row: 'Morfologia krwi' → badanie-morfologia-krwi. */
export const labTestAnchor = (name: string) => `badanie-${headingId(name)}`

/** A vaccine's row in one price table: its table, its disease and its product name. */
export const vaccineRowAnchor = (table: string, disease: string, product: string) => `cena-${table}-${headingId(disease)}-${headingId(product)}`

/** A row of priceList.yaml (its code when it has one, else its name). */
export const priceItemAnchor = (item: { id?: string; name: string }) => `cena-${item.id ?? headingId(item.name)}`

/** An allergen set by its code: ZW1 → zestaw-zw1. */
export const allergenSetAnchor = (code: string) => `zestaw-${headingId(code)}`

/** An allergy panel by its name. */
export const allergyPanelAnchor = (name: string) => `panel-${headingId(name)}`

/** A rehabilitation service's card by its title. */
export const serviceAnchor = (title: string) => `usluga-${headingId(title)}`
