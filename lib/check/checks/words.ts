import { advertisingWords, evaluativeWords } from '../../content/advertisingWords.ts'
import { typedFacts } from '../../content/typedFacts.ts'
import { at, type Problem } from '../problem.ts'
import type { Site } from '../site.ts'

interface ClinicFacts {
  hours: { id: string; opens: string; closes: string }[]
  phone: { number: string }
  email: string
  parking?: { spaces: number }
}

/**
 * Advertising words in any page or data file (medical entities may not
 * advertise in Poland), evaluative words as warnings, and the clinic's hours, phone or e-mail typed into a
 * page instead of read from clinic.yaml, at their line and column.
 */
export function checkWords(site: Site): Problem[] {
  const problems: Problem[] = []
  const files = [...site.pages.map((page) => ({ file: page.file, text: page.text })), ...site.dataFiles]
  for (const { file, text } of files) {
    for (const hit of advertisingWords(text, { yaml: /\.ya?ml$/.test(file) })) {
      problems.push(
        at(file, hit, 'error', `słowo „${hit.word}” ma charakter reklamowy (${hit.rule}); podmiotom leczniczym nie wolno się reklamować`, 'Napisz informacyjnie: co, kiedy, za ile, bez ocen'),
      )
    }
    for (const hit of evaluativeWords(text, { yaml: /\.ya?ml$/.test(file) })) {
      const fix = hit.rule.charAt(0).toUpperCase() + hit.rule.slice(1)
      problems.push(at(file, hit, 'warning', `słowo „${hit.word}” ocenia zamiast informować`, fix))
    }
  }
  const clinic = site.data['clinic.yaml'] as ClinicFacts | undefined
  if (!clinic?.phone?.number || !Array.isArray(clinic.hours)) return problems
  // vaccines.yaml's intervals (a list of { id, value }) by id, as typedFacts takes them.
  const intervalList = (site.data['vaccines.yaml'] as { intervals?: unknown } | undefined)?.intervals
  const intervals = Array.isArray(intervalList)
    ? Object.fromEntries(
        (intervalList as ({ id?: unknown; value?: unknown } | null)[])
          .filter((interval) => typeof interval?.id === 'string' && typeof interval.value === 'string')
          .map((interval) => [interval!.id as string, interval!.value as string]),
      )
    : undefined
  const facts = { hours: clinic.hours, phone: clinic.phone.number, email: clinic.email, parking: clinic.parking, intervals }
  for (const page of site.pages) {
    for (const fact of typedFacts(page.text, facts)) {
      problems.push(at(page.file, fact, 'error', `„${fact.text}” jest wpisane ręcznie`, `Wstaw ${fact.use}, żeby zmiana w ${fact.source} zmieniła to wszędzie`))
    }
  }
  return problems
}
