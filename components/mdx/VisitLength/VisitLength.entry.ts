import { z } from 'zod'
import { type ComponentEntry, oneOf, visitTypes } from '../../../lib/content/componentEntry.ts'

/** <VisitLength>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Długość wizyty w zdaniu, np. „30 minut” (z `forms.yaml`).',
  example: '<VisitLength type="travel" />',
  props: (data) => z.strictObject({ type: oneOf(visitTypes(data), 'Rodzaj wizyty z formularza rezerwacji w `forms.yaml`, np. `consultation`.') }),
} satisfies ComponentEntry
