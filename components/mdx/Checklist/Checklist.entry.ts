import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Checklist>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Lista kontrolna (np. przygotowanie do szczepienia); w środku lista numerowana.',
  example: '<Checklist>\n\n1. Zabierz książeczkę szczepień.\n2. Zjedz lekki posiłek.\n\n</Checklist>',
  props: noProps,
} satisfies ComponentEntry
