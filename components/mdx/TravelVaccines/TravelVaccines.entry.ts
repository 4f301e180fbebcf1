import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <TravelVaccines>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Lista szczepionek dla podróżujących (z `vaccines.yaml`).',
  example: '<TravelVaccines />',
  props: noProps,
} satisfies ComponentEntry
