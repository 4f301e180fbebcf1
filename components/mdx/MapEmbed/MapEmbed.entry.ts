import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <MapEmbed>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Mapa dojazdu; włącza się po zgodzie na pliki cookies funkcjonalne.',
  example: '<MapEmbed />',
  props: noProps,
} satisfies ComponentEntry
