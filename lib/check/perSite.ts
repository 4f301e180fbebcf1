import type { Finding } from './problem.ts'
import type { Site } from './site.ts'

/** Findings by the id of the rule that reports them. */
export type FindingsByRule<Id extends string> = Record<Id, Finding[]>

/**
 * A scan that finds what several rules report in one pass over the site
 * (characters, links, words): run once per site however many of its rules
 * are listed, each rule taking its own part.
 */
export function perSite<Id extends string>(
  ids: readonly Id[],
  scan: (site: Site, today: string, found: FindingsByRule<Id>) => void,
): (site: Site, today: string) => FindingsByRule<Id> {
  const cache = new WeakMap<Site, FindingsByRule<Id>>()
  return (site, today) => {
    let found = cache.get(site)
    if (!found) {
      found = Object.fromEntries(ids.map((id) => [id, []])) as unknown as FindingsByRule<Id>
      scan(site, today, found)
      cache.set(site, found)
    }
    return found
  }
}
