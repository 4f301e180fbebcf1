import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <PageSections>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description:
    'Lista odnośników do sekcji strony (jej nagłówków drugiego poziomu, „##”), np. na początku długiego cennika; tworzona z nagłówków, więc nie trzeba jej poprawiać po zmianie sekcji.',
  example: '<PageSections />',
  props: noProps,
} satisfies ComponentEntry
