import { z } from 'zod'
import { type ComponentEntry, variant } from '../../../lib/content/componentEntry.ts'

/** <CallButton>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Przycisk, który dzwoni do przychodni; w środku napis przycisku.',
  example: '<CallButton>Umów wizytę</CallButton>',
  props: () => z.strictObject({ variant: variant() }),
} satisfies ComponentEntry
