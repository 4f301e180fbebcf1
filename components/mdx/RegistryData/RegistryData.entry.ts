import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <RegistryData>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Dane rejestrowe fundacji: KRS, NIP, REGON i inne (z `clinic.yaml`).',
  example: '<RegistryData />',
  props: noProps,
} satisfies ComponentEntry
