import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Milestones>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = { description: 'Etapy historii przychodni (z `history.yaml`).', example: '<Milestones />', props: noProps } satisfies ComponentEntry
