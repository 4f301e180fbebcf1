import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <LabCategories>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Lista kategorii cennika badań, w kolejności z `labTests.yaml`.',
  example: '<LabCategories />',
  props: noProps,
} satisfies ComponentEntry
