import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <CookieCategories>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Tabela czterech kategorii plików cookies (z `consent.yaml`), ta sama w polityce cookies i w polityce prywatności.',
  example: '<CookieCategories />',
  props: noProps,
} satisfies ComponentEntry
