import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Address>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = { description: 'Adres placówki w jednej linii (z `clinic.yaml`).', example: '<Address />', props: noProps } satisfies ComponentEntry
