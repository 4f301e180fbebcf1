import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { writeNginxHeaders } from '../../../lib/build/nginxHeaders.ts'
import { adminHeaders } from '../../../lib/cms/adminPolicy.ts'
import { headersFile, headersForPath, securityHeaders } from '../../../lib/security/securityHeaders.ts'

const dir = mkdtempSync(join(tmpdir(), 'nginx-headers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** An nginx snippet's `add_header Name "value" always;` lines read back, quotes unescaped. */
function readSnippet(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('add_header '))
  return Object.fromEntries(
    lines.map((line) => {
      const match = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line)
      expect(match, line).not.toBeNull()
      return [match![1]!, match![2]!.replace(/\\(.)/g, '$1')]
    }),
  )
}

// Card payments on: the Permissions-Policy then holds double quotes, which nginx needs escaped.
const inputs = { formEndpoint: 'https://formspree.io', mapsEmbedUrl: 'https://www.google.com/maps?q=1', stripe: true, analytics: true }

test.each([false, true])('the nginx snippets send what _headers sends, for the pages and for /admin/ (site under a path: %s)', (underPath) => {
  const site = securityHeaders({ ...inputs, underPath })
  const client = join(dir, String(underPath), 'client')
  const folder = writeNginxHeaders(client, site, adminHeaders())
  expect(folder).toBe(join(dir, String(underPath), 'nginx'))
  const rules = headersFile(site, adminHeaders())
  expect(readSnippet(join(folder, 'site-headers.conf'))).toEqual(headersForPath(rules, '/o-nas'))
  expect(readSnippet(join(folder, 'admin-headers.conf'))).toEqual(headersForPath(rules, '/admin/'))
  expect(readSnippet(join(folder, 'site-headers.conf'))['Permissions-Policy']).toContain('payment=(self "https://js.stripe.com")')
  expect(readSnippet(join(folder, 'site-headers.conf'))['Strict-Transport-Security']).toBe(
    underPath ? 'max-age=63072000' : 'max-age=63072000; includeSubDomains',
  )
})
