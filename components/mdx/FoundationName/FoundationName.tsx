import { clinic } from '../../../lib/data/siteData.ts'

/** The foundation's name inside a sentence, e.g. in the legal texts. */
export function FoundationName() {
  return <>{clinic.foundation}</>
}
