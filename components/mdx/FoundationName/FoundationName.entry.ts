import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <FoundationName>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = { description: 'Nazwa fundacji w zdaniu (z `clinic.yaml`).', example: '<FoundationName />', props: noProps } satisfies ComponentEntry
