import { z } from 'zod'
import { type ComponentEntry, oneOf, hourIds } from '../../../lib/content/componentEntry.ts'

/** <OpeningTime>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Jedne godziny w zdaniu, np. „od poniedziałku do piątku w godzinach 9:00–19:00” (z `clinic.yaml`).',
  example: '<OpeningTime id="infolinia" />',
  props: (data) => z.strictObject({ id: oneOf(hourIds(data), 'Kod godzin z `clinic.yaml` (pole „Kod godzin”).') }),
} satisfies ComponentEntry
