import { z } from 'zod'
import { type ComponentEntry, oneOf, get, idsOf } from '../../../lib/content/componentEntry.ts'

/** <PriceItems>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Tabela jednej kategorii cennika usług (z `priceList.yaml`).',
  example: '<PriceItems category="konsultacje" />',
  props: (data) =>
    z.strictObject({ category: oneOf(idsOf(get(data, 'priceList.yaml', 'categories')), 'Kod kategorii z `priceList.yaml` (pole „Kod kategorii”).') }),
} satisfies ComponentEntry
