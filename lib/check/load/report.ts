import type { Finding } from '../problem.ts'

/** How a loader hands on what it found while reading the site: under the id of the rule that reports it. */
export type Report = (rule: string, finding: Finding) => void
