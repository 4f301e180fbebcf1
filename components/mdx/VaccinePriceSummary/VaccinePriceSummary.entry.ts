import { z } from 'zod'
import { type ComponentEntry, oneOf, vaccineTables } from '../../../lib/content/componentEntry.ts'

/** <VaccinePriceSummary>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Tabela cen szczepionek w skrócie: choroba i najniższa cena (z `vaccinePrices.yaml`).',
  example: '<VaccinePriceSummary table="dzieci" />',
  props: (data) => z.strictObject({ table: oneOf(vaccineTables(data), 'Kod tabeli z `vaccinePrices.yaml` (pole „Kod tabeli”).') }),
} satisfies ComponentEntry
