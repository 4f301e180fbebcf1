import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <AllergyPanels>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Tabela paneli alergicznych z cenami (z `allergy.yaml`).',
  example: '<AllergyPanels />',
  props: noProps,
} satisfies ComponentEntry
