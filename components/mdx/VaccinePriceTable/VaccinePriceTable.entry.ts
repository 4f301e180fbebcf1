import { z } from 'zod'
import { type ComponentEntry, oneOf, listOfOne, plain, vaccineTables, get, listOf } from '../../../lib/content/componentEntry.ts'

/** <VaccinePriceTable>'s entry in the registry (lib/content/componentRegistry.ts): what editors read of it, its attributes' schema. */
export const entry = {
  description: 'Tabela cen szczepionek (z `vaccinePrices.yaml`).',
  example: '<VaccinePriceTable table="podroze" only={["grypie"]} caption="Szczepienie przeciw grypie" />',
  props: (data) =>
    z.strictObject({
      table: oneOf(vaccineTables(data), 'Kod tabeli z `vaccinePrices.yaml` (pole „Kod tabeli”).'),
      // The diseases of any table, as written in vaccinePrices.yaml (e.g. only={["grypie"]}).
      only: listOfOne(
        listOf(get(data, 'vaccinePrices.yaml', 'tables')).flatMap((table) =>
          listOf((table as { rows?: unknown })?.rows).map((row) => String((row as { disease?: unknown })?.disease)),
        ),
        'Tylko wybrane choroby, tak jak w polu „Szczepienie przeciw” w `vaccinePrices.yaml`; bez tego atrybutu cała tabela.',
      ).optional(),
      caption: plain('Podpis tabeli zamiast tego z `vaccinePrices.yaml`, np. przy `only`.').optional(),
    }),
} satisfies ComponentEntry
