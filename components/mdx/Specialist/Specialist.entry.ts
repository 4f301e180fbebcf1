import { z } from 'zod'
import { type ComponentEntry, oneOf, teamIds, personAnchors } from '../../../lib/content/componentEntry.ts'

/** <Specialist>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Karta jednej osoby z `team.yaml`.',
  example: '<Specialist id="lekarz-konsultacje" />',
  props: (data) => z.strictObject({ id: oneOf(teamIds(data), 'Kod osoby z `team.yaml` (pole „Kod osoby”).') }),
  anchors: (props) => personAnchors(props.id),
} satisfies ComponentEntry
