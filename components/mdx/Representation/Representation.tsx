import { clinic } from '../../../lib/data/siteData.ts'

/** Who may sign on the foundation's behalf. */
export function Representation() {
  return <p className="representation">{clinic.registry.signature}</p>
}
