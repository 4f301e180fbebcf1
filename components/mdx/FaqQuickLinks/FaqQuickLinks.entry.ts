import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

// With children, the links as written; alone (<FaqQuickLinks />), the questions ticked in faq.yaml.
/** <FaqQuickLinks>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description:
    'Lista odnośników do pytań z `faq.yaml` zaznaczonych „Wśród najczęstszych pytań”; z listą odnośników w środku pokazuje tę listę. Znacznik stoi sam w linii.',
  example: '<FaqQuickLinks />',
  props: noProps,
} satisfies ComponentEntry
