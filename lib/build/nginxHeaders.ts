import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** One header as nginx's `add_header`, sent with every status (`always`: the 404 page too). */
const addHeader = (name: string, value: string) => `add_header ${name} "${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}" always;`

/**
 * The security headers as nginx snippets, beside the build's client folder
 * (dist/nginx/), for docs/nginx.conf to `include`: nginx cannot read
 * `_headers`, and a policy typed into the config would drift from the one the
 * build writes. `site` is what `_headers` sends with every path, `admin` what
 * it sends below /admin/ (the site's headers with the editor's replacing theirs):
 * an `add_header` in a location drops every inherited one, so each location
 * includes one whole set. Returns the folder written.
 */
export function writeNginxHeaders(clientDir: string, site: Record<string, string>, admin: Record<string, string>): string {
  const folder = join(clientDir, '..', 'nginx')
  mkdirSync(folder, { recursive: true })
  const note = '# Written by the build from lib/security/securityHeaders.ts and lib/cms/adminPolicy.ts, as _headers; docs/nginx.conf includes it.\n'
  const snippet = (headers: Record<string, string>) =>
    `${note}${Object.entries(headers)
      .map(([name, value]) => addHeader(name, value))
      .join('\n')}\n`
  writeFileSync(join(folder, 'site-headers.conf'), snippet(site))
  writeFileSync(join(folder, 'admin-headers.conf'), snippet({ ...site, ...admin }))
  return folder
}
