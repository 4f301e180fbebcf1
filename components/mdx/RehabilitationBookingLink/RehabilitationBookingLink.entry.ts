import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <RehabilitationBookingLink>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Odnośnik do rezerwacji rehabilitacji w zewnętrznym serwisie; w środku jego tekst.',
  example: '<RehabilitationBookingLink>Zarezerwuj termin</RehabilitationBookingLink>',
  props: noProps,
} satisfies ComponentEntry
