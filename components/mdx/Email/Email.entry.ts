import { z } from 'zod'
import { type ComponentEntry, plain } from '../../../lib/content/componentEntry.ts'

/** <Email>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Adres e-mail rejestracji, klikalny (z `clinic.yaml`).',
  example: '<Email />',
  props: () => z.strictObject({ className: plain('Klasa CSS elementu; zwykle niepotrzebna.').optional() }),
} satisfies ComponentEntry
