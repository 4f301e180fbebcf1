import { z } from 'zod'
import { type ComponentEntry, choice } from '../../../lib/content/componentEntry.ts'

/** <ChildVaccines>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Lista szczepień dzieci: obowiązkowych albo zalecanych (z `vaccines.yaml`).',
  example: '<ChildVaccines kind="mandatory" />',
  props: () => z.strictObject({ kind: choice(['mandatory', 'recommended'], 'Która lista: `mandatory` (obowiązkowe) albo `recommended` (zalecane).') }),
} satisfies ComponentEntry
