import { at, type Problem } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'

interface Forms {
  bookingForm?: { visitTypes?: { note?: string }[] }
}
interface Clinic {
  hours?: { id: string }[]
}

/**
 * A visit type's note in forms.yaml names hours by their id in clinic.yaml
 * ({godziny:konsultacje}); an id clinic.yaml does not have would stop the
 * build, so it is caught here, at the note's line. Runs after the data files
 * are parsed.
 */
export function checkVisitNotes(site: Site): Problem[] {
  const forms = site.data['forms.yaml'] as Forms | undefined
  const hours = (site.data['clinic.yaml'] as Clinic | undefined)?.hours
  const file = site.dataFiles.find((data) => data.name === 'forms.yaml')
  if (!forms || !Array.isArray(hours) || !file) return []
  const ids = hours.map((schedule) => schedule.id)
  const source = parseYamlSource(file.text)
  const problems: Problem[] = []
  ;(forms.bookingForm?.visitTypes ?? []).forEach((type, index) => {
    for (const [placeholder, id] of (type.note ?? '').matchAll(/\{godziny:([a-z-]+)\}/g)) {
      if (ids.includes(id!)) continue
      problems.push(
        at(file.file, source.positionAt(['bookingForm', 'visitTypes', index, 'note']), 'error', `${placeholder}: w clinic.yaml nie ma godzin o id „${id}”`, `Użyj jednego z: ${ids.join(', ')}`),
      )
    }
  })
  return problems
}
