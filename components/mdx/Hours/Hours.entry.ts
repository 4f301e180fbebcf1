import { z } from 'zod'
import { type ComponentEntry, listOfOne, hourIds } from '../../../lib/content/componentEntry.ts'

/** <Hours>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Godziny otwarcia z `clinic.yaml`: wszystkie albo wybrane.',
  example: '<Hours only={["szczepienia", "infolinia"]} />',
  props: (data) =>
    z.strictObject({ only: listOfOne(hourIds(data), 'Kody godzin z `clinic.yaml` (pole „Kod godzin”); bez tego atrybutu wszystkie godziny.').optional() }),
} satisfies ComponentEntry
