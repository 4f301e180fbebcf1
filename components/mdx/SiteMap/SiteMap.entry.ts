import { type ComponentEntry, noProps, get, keysOf } from '../../../lib/content/componentEntry.ts'
import { siteIds } from '../../../lib/content/reservedIds.ts'

/** <SiteMap>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Lista wszystkich stron serwisu w grupach (używana na /mapa-strony).',
  example: '<SiteMap />',
  props: noProps,
  // The list of samples (components/sitemap/SampleList.tsx) under the groups, where samples.yaml lists any: the notice on every page links to it.
  anchors: (_props, data) => [
    ...keysOf(get(data, 'navigation.yaml', 'siteMapGroups')).map((group) => `grupa-${group}`),
    ...(keysOf(get(data, 'samples.yaml', 'samples')).length > 0 ? [siteIds.sampleData] : []),
  ],
  anchorsFrom: 'navigation.yaml',
} satisfies ComponentEntry
