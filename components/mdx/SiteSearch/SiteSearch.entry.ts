import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <SiteSearch>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Wyszukiwarka: pole wyszukiwania i lista wyników (używana na /szukaj). Bez JavaScriptu mówi, że nie działa, i odsyła do mapy strony.',
  example: '<SiteSearch />',
  props: noProps,
  anchors: () => ['szukana-fraza', 'wyniki-wyszukiwania'],
} satisfies ComponentEntry
