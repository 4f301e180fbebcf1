import { z } from 'zod'
import { type ComponentEntry, oneOf, priceItemIds } from '../../../lib/content/componentEntry.ts'

/** <PriceBasis>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Od czego zależy cena podana jako zakres, w zdaniu (pole „Od czego zależy cena” w `priceList.yaml`).',
  example: '<PriceBasis id="konsultacja-lekarska" />',
  props: (data) =>
    z.strictObject({
      id: oneOf(
        priceItemIds(data, (item) => typeof item.priceBasis === 'string'),
        'Kod ceny z `priceList.yaml`, która ma wpisane, od czego zależy.',
      ),
    }),
} satisfies ComponentEntry
