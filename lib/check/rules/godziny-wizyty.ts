import { scheduleOfVisit } from '../../data/visitTypeHours.ts'
import { at, type Finding } from '../problem.ts'
import { hasProblem, type Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import type { Rule } from '../rule.ts'

interface Schedule {
  id: string
  label: string
  opens: string
  closes: string
  visitTypes?: string[]
}

/**
 * Every visit type of the booking form has hours to offer, taken from
 * clinic.yaml (lib/data/visitTypeHours.ts): the set it names in `hours`, or
 * the one set that lists it under `visitTypes`. Taking a visit type off its
 * hours, or listing it under two, would leave the form without times; the
 * problem is named at the visit type, with the way out.
 */
function checkVisitTypeHours(site: Site): Finding[] {
  if (hasProblem(site, 'clinic.yaml') || hasProblem(site, 'forms.yaml')) return []
  const schedules = (site.data['clinic.yaml'] as { hours: Schedule[] }).hours
  const types = (site.data['forms.yaml'] as { bookingForm: { visitTypes: { value: string; label: string; hours?: string }[] } }).bookingForm.visitTypes
  const file = site.dataFiles.find((data) => data.name === 'forms.yaml')!
  const yaml = parseYamlSource(file.text)
  const problems: Finding[] = []
  types.forEach((type, index) => {
    // A `hours` id that does not exist is reported by the reference check.
    if (type.hours !== undefined || scheduleOfVisit(type, schedules)) return
    const listing = schedules.filter((schedule) => schedule.visitTypes?.includes(type.value))
    const where = yaml.positionAt(['bookingForm', 'visitTypes', index, 'value'])
    if (listing.length === 0) {
      problems.push(
        at(
          file.file,
          where,
          `wizyta „${type.label}” (${type.value}) nie ma godzin: żadne godziny w clinic.yaml nie wymieniają jej w „visitTypes”, więc formularz nie ma czego zaproponować`,
          `Dopisz „${type.value}” do „visitTypes” godzin, w których ta wizyta się odbywa, albo wybierz je w polu „hours” tej wizyty`,
        ),
      )
    } else {
      const names = listing.map((schedule) => `${schedule.id} (${schedule.opens}–${schedule.closes})`).join(', ')
      problems.push(
        at(
          file.file,
          where,
          `wizytę „${type.label}” (${type.value}) wymieniają w „visitTypes” różne godziny w clinic.yaml: ${names}, a formularz może zaproponować tylko jedne`,
          `Zostaw „${type.value}” w jednych z tych godzin albo wybierz je w polu „hours” tej wizyty`,
        ),
      )
    }
  })
  return problems
}

export const godzinyWizyty: Rule = {
  id: 'godziny-wizyty',
  severity: 'error',
  description: 'Rodzaj wizyty w formularzu rezerwacji (`forms.yaml`), który nie ma godzin w `clinic.yaml` albo który wymieniają różne godziny naraz.',
  why: 'Formularz rezerwacji proponuje pacjentowi terminy w godzinach z `clinic.yaml`, w których odbywa się dana wizyta. Wizyta bez godzin nie miałaby żadnego terminu, a przy wizycie wymienionej w dwóch godzinach formularz nie wie, które z nich pokazać.',
  fix: 'W `clinic.yaml` dopisz ten rodzaj wizyty do listy „Rodzaje wizyt w tych godzinach” (`visitTypes`) w godzinach, w których się odbywa, albo wybierz te godziny w polu `hours` tej wizyty w `forms.yaml`. Gdy wizytę wymieniają dwie godziny, zostaw ją w jednych.',
  examples: {
    ok: [
      {
        file: 'content/data/forms.yaml',
        replaces: '      slug: podroz\n',
        text: '      slug: podroz\n    - value: rehabilitation\n      label: Rehabilitacja\n      minutes: 50\n      hours: rehabilitacja\n      slug: rehabilitacja\n',
      },
    ],
    notOk: [
      {
        file: 'content/data/forms.yaml',
        replaces: '      slug: podroz\n',
        text: '      slug: podroz\n    - value: rehabilitation\n      label: Rehabilitacja\n      minutes: 50\n      slug: rehabilitacja\n',
        line: 2,
      },
    ],
  },
  run: checkVisitTypeHours,
}
