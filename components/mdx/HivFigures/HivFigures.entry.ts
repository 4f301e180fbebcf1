import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <HivFigures>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Liczby zakażeń HIV (z `services.yaml`), z rokiem i źródłem, jeśli są wpisane.',
  example: '<HivFigures />',
  props: noProps,
} satisfies ComponentEntry
