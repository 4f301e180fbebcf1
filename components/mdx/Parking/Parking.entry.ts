import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Parking>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Parking w zdaniu, np. „parking na 10 samochodów” (z `clinic.yaml`).',
  example: '<Parking />',
  props: noProps,
} satisfies ComponentEntry
