import { z } from 'zod'
import { type ComponentEntry, plain } from '../../../lib/content/componentEntry.ts'

/** <Notice>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Wyróżniona ramka z ważną informacją; w środku jej tekst.',
  example: '<Notice title="Ważne">Na pobranie krwi prosimy przyjść na czczo.</Notice>',
  props: () => z.strictObject({ title: plain('Tytuł ramki.').optional() }),
} satisfies ComponentEntry
