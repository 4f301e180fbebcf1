import { type ComponentEntry, noProps, teamIds } from '../../../lib/content/componentEntry.ts'

/** <TeamList>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Wszystkie osoby z `team.yaml`.',
  example: '<TeamList />',
  props: noProps,
  anchors: (_props, data) => teamIds(data),
  anchorsFrom: 'team.yaml',
} satisfies ComponentEntry
