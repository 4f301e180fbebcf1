import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <CookieSettings>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Panel bieżących ustawień plików cookies z przyciskiem „Zmień ustawienia”.',
  example: '<CookieSettings />',
  props: noProps,
  anchors: () => ['obecne-ustawienia'],
} satisfies ComponentEntry
