import { z } from 'zod'
import { type ComponentEntry, listOfOne, teamIds, personAnchors } from '../../../lib/content/componentEntry.ts'

/** <Staff>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema, the ids it renders. */
export const entry = {
  description: 'Karty kilku osób z `team.yaml`, w podanej kolejności.',
  example: '<Staff ids={["lekarz-konsultacje", "lekarz-szczepienia"]} />',
  props: (data) => z.strictObject({ ids: listOfOne(teamIds(data), 'Kody osób z `team.yaml` (pole „Kod osoby”).') }),
  anchors: (props) => personAnchors(props.ids),
} satisfies ComponentEntry
