import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <IncludedWithVaccination>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Zielona ramka: co jest bez dopłat przy szczepieniu (z `priceList.yaml`).',
  example: '<IncludedWithVaccination />',
  props: noProps,
  anchors: () => ['bez-doplat'],
} satisfies ComponentEntry
