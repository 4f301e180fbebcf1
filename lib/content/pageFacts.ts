import { fillFacts, type Schedule } from '../data/clinicFacts.ts'
import type { Frontmatter } from '../schemas/frontmatterSchema.ts'

/**
 * A page's fields as the page shows them: the lead and the description may
 * say {godziny:ID} (and {parking}) for the clinic's facts, as the data files'
 * texts do, so that hours are typed once, in clinic.yaml. `npm run check`
 * makes sure every placeholder can be filled.
 */
export function withFacts(frontmatter: Frontmatter, clinic: { hours: readonly Schedule[]; parking?: { spaces: number; accessible: number } }): Frontmatter {
  const fill = (text: string | undefined) => text && fillFacts(text, clinic)
  return { ...frontmatter, description: fill(frontmatter.description)!, lead: fill(frontmatter.lead) }
}
