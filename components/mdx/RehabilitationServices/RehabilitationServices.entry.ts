import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <RehabilitationServices>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Karty usług rehabilitacji z cenami (z `services.yaml`).',
  example: '<RehabilitationServices />',
  props: noProps,
} satisfies ComponentEntry
