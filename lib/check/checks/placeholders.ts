import { at, type Problem } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'

interface Forms {
  bookingForm?: { visitTypes?: { note?: string }[] }
}
interface PatientInfo {
  topics?: ({ id?: string; text?: string; items?: string[] } | null)[]
}

/** The placeholders each data file's texts may use; {godziny:ID} takes an id of clinic.yaml's hours. */
const allowed: Record<string, string[]> = {
  'forms.yaml': ['telefon', 'godziny-wizyty', 'godziny'],
  'patientInfo.yaml': ['telefon', 'parking', 'godziny'],
}

/**
 * Texts in data files that the build fills with the clinic's facts (a visit
 * type's note in forms.yaml, the answers of patientInfo.yaml): a placeholder
 * the build does not know, or hours clinic.yaml does not have, would stop the
 * build, so they are caught here, at the text's line. Runs after the data
 * files are parsed.
 */
export function checkPlaceholders(site: Site): Problem[] {
  const hours = (site.data['clinic.yaml'] as { hours?: { id: string }[] } | undefined)?.hours
  if (!Array.isArray(hours)) return []
  const ids = hours.map((schedule) => schedule.id)
  const problems: Problem[] = []
  for (const [name, texts] of Object.entries(textsOf(site))) {
    const file = site.dataFiles.find((data) => data.name === name)
    if (!file) continue
    const source = parseYamlSource(file.text)
    for (const { path, text } of texts) {
      for (const [placeholder, key, id] of text.matchAll(/\{([a-z-]+)(?::([a-z-]+))?\}/g)) {
        const where = source.positionAt(path)
        if (!allowed[name]!.includes(key!) || (key === 'godziny') !== Boolean(id)) {
          const known = allowed[name]!.map((known) => (known === 'godziny' ? '{godziny:ID}' : `{${known}}`)).join(', ')
          problems.push(at(file.file, where, 'error', `${placeholder}: tego znacznika nie da się tu wypełnić`, `Użyj jednego z: ${known}`))
        } else if (id && !ids.includes(id)) {
          problems.push(at(file.file, where, 'error', `${placeholder}: w clinic.yaml nie ma godzin o id „${id}”`, `Użyj jednego z: ${ids.join(', ')}`))
        }
      }
    }
  }
  return problems
}

/** Every text with placeholders, by data file, with its path in the file. */
function textsOf(site: Site): Record<string, { path: (string | number)[]; text: string }[]> {
  const forms = site.data['forms.yaml'] as Forms | undefined
  const patientInfo = site.data['patientInfo.yaml'] as PatientInfo | undefined
  return {
    'forms.yaml': (forms?.bookingForm?.visitTypes ?? []).flatMap((type, index) => (type.note ? [{ path: ['bookingForm', 'visitTypes', index, 'note'], text: type.note }] : [])),
    'patientInfo.yaml': (Array.isArray(patientInfo?.topics) ? patientInfo.topics : []).flatMap((topic, index) => {
      const { text, items } = topic ?? {}
      return [
        ...(typeof text === 'string' ? [{ path: ['topics', index, 'text'], text }] : []),
        ...(Array.isArray(items) ? items : []).map((item, itemIndex) => ({ path: ['topics', index, 'items', itemIndex], text: String(item) })),
      ]
    }),
  }
}
