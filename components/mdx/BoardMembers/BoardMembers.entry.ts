import { z } from 'zod'
import { type ComponentEntry, choice } from '../../../lib/content/componentEntry.ts'

/** <BoardMembers>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Skład zarządu albo rady fundacji (z `clinic.yaml`).',
  example: '<BoardMembers group="board" />',
  props: () => z.strictObject({ group: choice(['board', 'council'], 'Która grupa: `board` (zarząd) albo `council` (rada).') }),
} satisfies ComponentEntry
