import { z } from 'zod'
import { type ComponentEntry, oneOf, get, idsOf } from '../../../lib/content/componentEntry.ts'

/** <PatientInfo>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Informacja praktyczna z `patientInfo.yaml`, ta sama na każdej stronie.',
  example: '<PatientInfo topic="odwolanie" />',
  props: (data) => z.strictObject({ topic: oneOf(idsOf(get(data, 'patientInfo.yaml', 'topics')), 'Kod tematu z `patientInfo.yaml` (pole „Kod tematu”).') }),
} satisfies ComponentEntry
