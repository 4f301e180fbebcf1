import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { basePathOf } from '../../lib/build/siteUrl.ts'
import { hosts } from './hostRules.ts'
import { type Published, publishedAddresses } from './publishedAddresses.ts'

/** What each host would answer, other than 200, to an address the site publishes. */
export interface HostCrawl {
  addresses: Published[]
  /** By host: "address (named in file): status → location" for every address not served with 200. */
  failures: Record<keyof typeof hosts, string[]>
}

/**
 * Crawls every address a built client folder publishes through each host's
 * emulated rules (tests/hosting/hostRules.ts), the site served under the path
 * of `siteUrl` as each host serves the folder there.
 */
export function crawlOnHosts(client: string, siteUrl: string): HostCrawl {
  const base = basePathOf(siteUrl)
  const exists = (path: string) => {
    const file = join(client, decodeURIComponent(path))
    return existsSync(file) && statSync(file).isFile()
  }
  const addresses = publishedAddresses(client, siteUrl)
  const failures = Object.fromEntries(
    Object.entries(hosts).map(([name, rule]) => {
      const lines = addresses.flatMap(({ address, namedIn }) => {
        const path = new URL(address, 'http://host').pathname
        if (!path.startsWith(base)) return [`${address} (${namedIn}): outside ${base}`]
        const answer = rule(`/${path.slice(base.length)}`, exists)
        return answer.status === 200 ? [] : [`${address} (${namedIn}): ${answer.status}${answer.location ? ` → ${answer.location}` : ''}`]
      })
      return [name, lines]
    }),
  ) as HostCrawl['failures']
  return { addresses, failures }
}
