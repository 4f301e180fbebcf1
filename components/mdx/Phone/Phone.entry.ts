import { z } from 'zod'
import { type ComponentEntry, plain } from '../../../lib/content/componentEntry.ts'

/** <Phone>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Numer telefonu rejestracji, klikalny (z `clinic.yaml`).',
  example: '<Phone />',
  props: () => z.strictObject({ className: plain('Klasa CSS elementu; zwykle niepotrzebna.').optional() }),
} satisfies ComponentEntry
