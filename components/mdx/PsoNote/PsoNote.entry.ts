import { type ComponentEntry, noProps } from '../../../lib/content/componentEntry.ts'

/** <PsoNote>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description:
    'Zdanie o szczepieniach obowiązkowych z Programu Szczepień Ochronnych, bezpłatnych w przychodni POZ dziecka (z `vaccinePrices.yaml`; ten sam przypis pokazują cenniki).',
  example: '<PsoNote />',
  props: noProps,
} satisfies ComponentEntry
