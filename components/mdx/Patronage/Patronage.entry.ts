import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Patronage>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Nazwa fundacji patronującej wizytom PrEP (z `services.yaml`).',
  example: '<Patronage />',
  props: noProps,
} satisfies ComponentEntry
