import { clinic } from '../../../lib/data/siteData.ts'
import { scheduleText } from '../../../lib/data/clinicFacts.ts'

/**
 * One schedule from content/data/clinic.yaml inside a sentence:
 * <OpeningTime id="infolinia" /> -> "od poniedziałku do piątku w godzinach 9:00–19:00".
 * Pages use it instead of typing the hours, so a change of hours is made once.
 */
export function OpeningTime({ id }: { id: string }) {
  const schedule = clinic.hours.find((candidate) => candidate.id === id)
  if (!schedule) throw new Error(`Godziny "${id}" nie istnieją w content/data/clinic.yaml; dostępne: ${clinic.hours.map((s) => s.id).join(', ')}`)
  return <>{scheduleText(schedule)}</>
}
