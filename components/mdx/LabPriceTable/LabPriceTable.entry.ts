import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <LabPriceTable>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Cennik badań laboratoryjnych z wyszukiwarką (z `labTests.yaml`).',
  example: '<LabPriceTable />',
  props: noProps,
} satisfies ComponentEntry
