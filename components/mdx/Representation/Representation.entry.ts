import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Representation>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = { description: 'Zasady reprezentacji fundacji (z `clinic.yaml`).', example: '<Representation />', props: noProps } satisfies ComponentEntry
