import { idSources } from '../../schemas/idSources.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

/** The fields of data files that hold another file's ids (lib/schemas/idSources.ts), with where they are. */
export const referringFields: {
  file: string
  source: keyof typeof idSources & string
  values: (data: unknown) => { path: (string | number)[]; value: unknown }[]
}[] = [
  { file: 'clinic.yaml', source: 'team', values: (data) => listField(data, 'staff') },
  { file: 'clinic.yaml', source: 'visitTypes', values: (data) => listField(data, 'visitTypes') },
  { file: 'forms.yaml', source: 'hours', values: (data) => visitTypeHours(data) },
]

/** forms.yaml's visit types: the hours each one names, with its path. */
function visitTypeHours(data: unknown) {
  const types = (data as { bookingForm?: { visitTypes?: unknown } } | undefined)?.bookingForm?.visitTypes
  if (!Array.isArray(types)) return []
  return types.flatMap((type, index) => {
    const hours = (type as Record<string, unknown> | null)?.hours
    return hours === undefined ? [] : [{ path: ['bookingForm', 'visitTypes', index, 'hours'], value: hours }]
  })
}

/** clinic.yaml's hours: every value of `field` in every schedule, with its path. */
function listField(data: unknown, field: string) {
  const hours = (data as { hours?: unknown } | undefined)?.hours
  if (!Array.isArray(hours)) return []
  return hours.flatMap((schedule, index) => {
    const values = (schedule as Record<string, unknown> | null)?.[field]
    return Array.isArray(values) ? values.map((value, item) => ({ path: ['hours', index, field, item], value })) : []
  })
}

/** The ids a source defines, from the parsed data files; undefined when that file does not parse. */
function idsOf(site: Site, name: string): string[] | undefined {
  const source = idSources[name]!
  let value: unknown = site.data[source.file]
  if (value === undefined) return undefined
  for (const step of source.path) value = (value as Record<string, unknown> | undefined)?.[step]
  return Array.isArray(value) ? value.map((item) => String((item as Record<string, unknown> | null)?.[source.key])) : []
}

/**
 * A data field naming another file's entry (a person of team.yaml in the
 * hours of clinic.yaml, a visit type of forms.yaml) names one that exists, at
 * the value's line. Runs after the data files are parsed.
 */
function checkReferences(site: Site): Finding[] {
  const problems: Finding[] = []
  for (const { file: name, source, values } of referringFields) {
    const file = site.dataFiles.find((data) => data.name === name)
    const ids = idsOf(site, source)
    if (!file || site.data[name] === undefined || !ids) continue
    const yaml = parseYamlSource(file.text)
    const { file: defining, label } = idSources[source]!
    for (const { path, value } of values(site.data[name])) {
      if (typeof value === 'string' && ids.includes(value)) continue
      problems.push(
        at(file.file, yaml.positionAt(path), `„${String(value)}”: nie ma takiej pozycji w ${defining} (${label})`, `Użyj jednej z: ${ids.join(', ')}`),
      )
    }
  }
  return problems
}

export const odwolanie: Rule = {
  id: 'odwolanie',
  severity: 'error',
  description: 'Pole pliku danych, które wskazuje osobę, rodzaj wizyty albo godziny, których nie ma w pliku, z którego pochodzą.',
  why: 'Godziny w `clinic.yaml` wskazują osoby z `team.yaml` i rodzaje wizyt z `forms.yaml`, a rodzaj wizyty w `forms.yaml` może wskazywać godziny z `clinic.yaml`. Nazwa z literówką albo nazwa usuniętej pozycji zostawiłaby godziny bez osoby, która przyjmuje, a formularz rezerwacji bez terminów.',
  fix: 'Wybierz jedną z nazw, które wymienia komunikat (w edytorze w przeglądarce wybiera się je z listy). Jeśli pozycję usunięto celowo, usuń też każde odwołanie do niej.',
  examples: {
    ok: [{ file: 'content/data/clinic.yaml', replaces: '      - lekarz-szczepienia', text: '      - lekarz-szczepienia\n      - lekarz-konsultacje' }],
    notOk: [
      { file: 'content/data/clinic.yaml', replaces: '      - lekarz-szczepienia', text: '      - lekarz-szczepien' },
      { file: 'content/data/clinic.yaml', replaces: '      - travel', text: '      - podroz' },
      { file: 'content/data/forms.yaml', replaces: '      hours: szczepienia', text: '      hours: szczepienie' },
    ],
  },
  run: checkReferences,
}
