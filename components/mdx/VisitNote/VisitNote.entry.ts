import { z } from 'zod'
import { type ComponentEntry, oneOf, visitTypes } from '../../../lib/content/componentEntry.ts'

/** <VisitNote>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Wyjaśnienie rodzaju wizyty z formularza rezerwacji (z `forms.yaml`).',
  example: '<VisitNote type="prep" />',
  props: (data) =>
    z.strictObject({
      type: oneOf(
        visitTypes(data, (type) => typeof type.note === 'string'),
        'Rodzaj wizyty z `forms.yaml`, który ma wpisane wyjaśnienie.',
      ),
    }),
} satisfies ComponentEntry
