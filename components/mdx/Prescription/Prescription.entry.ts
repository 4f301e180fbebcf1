import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <Prescription>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Kto wystawia receptę na szczepionkę refundowaną, w zdaniu (z `vaccines.yaml`; to samo zdanie jest pierwszym krokiem <RefundSteps />).',
  example: '<Prescription />',
  props: noProps,
} satisfies ComponentEntry
