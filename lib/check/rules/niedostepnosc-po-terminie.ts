import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface VaccinePrices {
  tables?: { rows?: { variants?: { name?: string; unavailableUntil?: string }[] }[] }[]
}

/**
 * A temporary notice past its last day (a vaccine unavailable until a date
 * that has gone): the page no longer shows it (lib/data/notices.ts), and the
 * editor is reminded to remove it, at the line of its date.
 */
function checkNotices(site: Site, today: string): Finding[] {
  const prices = site.data['vaccinePrices.yaml'] as VaccinePrices | undefined
  const file = site.dataFiles.find((data) => data.name === 'vaccinePrices.yaml')
  if (!prices || !file || !Array.isArray(prices.tables)) return []
  const source = parseYamlSource(file.text)
  const problems: Finding[] = []
  prices.tables.forEach((table, tableIndex) =>
    (table?.rows ?? []).forEach((row, rowIndex) =>
      (row?.variants ?? []).forEach((variant, variantIndex) => {
        const until = variant?.unavailableUntil
        if (typeof until !== 'string' || until >= today) return
        problems.push(
          at(
            file.file,
            source.positionAt(['tables', tableIndex, 'rows', rowIndex, 'variants', variantIndex, 'unavailableUntil']),
            `szczepionka „${variant.name}” miała być niedostępna do ${until}; strona już tego nie pokazuje`,
            'Wyczyść pole „Niedostępna do” (unavailableUntil), a jeśli szczepionki nadal nie ma, wpisz nowy ostatni dzień jej niedostępności',
          ),
        )
      }),
    ),
  )
  return problems
}

export const niedostepnoscPoTerminie: Rule = {
  id: 'niedostepnosc-po-terminie',
  severity: 'warning',
  description: 'Szczepionka w cenniku szczepień oznaczona jako niedostępna do dnia, który już minął.',
  why: 'Od dnia po tej dacie strona nie pisze już, że szczepionki nie ma, choć wpis został w pliku. Trzeba sprawdzić, czy szczepionka naprawdę wróciła, żeby pacjent nie przyszedł na szczepienie, którego nie da się wykonać.',
  fix: 'Jeśli szczepionka jest znowu dostępna, wyczyść pole „Niedostępna do” (`unavailableUntil`). Jeśli nadal jej nie ma, wpisz nowy ostatni dzień jej niedostępności.',
  examples: {
    ok: [
      {
        file: 'content/data/vaccinePrices.yaml',
        replaces: '            notes: Od ukończenia 2 lat.\n',
        text: '            notes: Od ukończenia 2 lat.\n            unavailableUntil: 2027-01-31\n',
      },
    ],
    notOk: [
      {
        file: 'content/data/vaccinePrices.yaml',
        replaces: '            notes: Od ukończenia 2 lat.\n',
        text: '            notes: Od ukończenia 2 lat.\n            unavailableUntil: 2026-10-31\n',
        line: 2,
      },
    ],
  },
  run: checkNotices,
}
