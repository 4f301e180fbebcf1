import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <PregnancyVaccines>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Szczepienia w ciąży: kiedy i przed czym chronią (z `vaccines.yaml`).',
  example: '<PregnancyVaccines />',
  props: noProps,
} satisfies ComponentEntry
