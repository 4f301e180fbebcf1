import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <RefundSteps>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Kroki, w których kobieta w ciąży otrzymuje szczepionkę refundowaną, i co płaci w przychodni (z `vaccines.yaml`).',
  example: '<RefundSteps />',
  props: noProps,
} satisfies ComponentEntry
