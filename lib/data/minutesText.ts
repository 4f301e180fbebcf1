import { pluralPl } from './pluralPl.ts'

/** "30 minut", "1 minuta": a visit's length in a sentence (<VisitLength>, and the site search's text of it). */
export function minutesText(minutes: number): string {
  return `${minutes} ${pluralPl(minutes, ['minuta', 'minuty', 'minut'])}`
}
