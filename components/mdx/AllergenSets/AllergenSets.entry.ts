import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <AllergenSets>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Tabela zestawów alergenów z cenami (z `allergy.yaml`).',
  example: '<AllergenSets />',
  props: noProps,
} satisfies ComponentEntry
