import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Transport>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Dojazd komunikacją miejską: przystanki i linie (z `transport.yaml`).',
  example: '<Transport />',
  props: noProps,
} satisfies ComponentEntry
