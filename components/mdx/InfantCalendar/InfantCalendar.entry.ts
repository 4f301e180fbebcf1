import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <InfantCalendar>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Kalendarz szczepień obowiązkowych dzieci i młodzieży (z `vaccines.yaml`).',
  example: '<InfantCalendar />',
  props: noProps,
} satisfies ComponentEntry
