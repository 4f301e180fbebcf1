import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <PrepIndications>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = { description: 'Wskazania do PrEP (z `services.yaml`).', example: '<PrepIndications />', props: noProps } satisfies ComponentEntry
