import { z } from 'zod'
import { type ComponentEntry, oneOf, priceItemIds } from '../../../lib/content/componentEntry.ts'

/** <Price>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Jedna cena w zdaniu, np. „kosztuje 150 zł” (z `priceList.yaml`).',
  example: '<Price id="porada-podroznicza" />',
  props: (data) => z.strictObject({ id: oneOf(priceItemIds(data), 'Kod ceny z `priceList.yaml` (pole „Kod ceny”).') }),
} satisfies ComponentEntry
