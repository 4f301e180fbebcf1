import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <BookingForm>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Formularz rezerwacji wizyty (pola i rodzaje wizyt z `forms.yaml`).',
  example: '<BookingForm />',
  props: noProps,
} satisfies ComponentEntry
