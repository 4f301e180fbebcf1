import { z } from 'zod'
import { type ComponentEntry, oneOf, get, idsOf } from '../../../lib/content/componentEntry.ts'

/** <Interval>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Zalecany odstęp w zdaniu, np. „7–14 dni” (z `vaccines.yaml`).',
  example: '<Interval id="po-antybiotyku" />',
  props: (data) => z.strictObject({ id: oneOf(idsOf(get(data, 'vaccines.yaml', 'intervals')), 'Kod odstępu z `vaccines.yaml` (pole „Kod odstępu”).') }),
} satisfies ComponentEntry
