import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clinic } from '../../lib/data/siteData.ts'
import { buildSite } from '../buildSite.ts'
import { crawlNginx, fetchFrom } from '../hosting/nginxCrawl.ts'
import { type NginxSite, nginxBinary, startNginx } from '../hosting/nginxServer.ts'
import { contentPages, distDir } from './site.ts'

// docs/nginx.conf and docs/nginx-subpath.conf as a deployer uses them, on this
// machine's nginx (Debian's; .ci/run installs it when root): `nginx -t`, then
// every address the build publishes crawled through the real server. Without
// nginx these tests are skipped, and say so.

/** `nginx -t` passed and said nothing to warn of. */
function expectAccepted(site: NginxSite) {
  expect(site.test.output).toContain('test is successful')
  expect(site.test.output).not.toMatch(/\[(warn|emerg|alert|crit)\]/)
}

/** A page other than the home page, to type with a slash. */
const somePage = contentPages.find((page) => page.route !== '/')!.route

describe.skipIf(!nginxBinary)('docs/nginx.conf: the site at the root of its domain', () => {
  let site: NginxSite
  beforeAll(async () => {
    site = await startNginx('docs/nginx.conf', { client: distDir, nginx: join(distDir, '../nginx') }, 'site')
  }, 60_000)
  afterAll(() => site?.stop())

  test('nginx -t accepts it as written, without a warning', () => expectAccepted(site))

  test('every published address: 200, the headers of _headers, text compressed with Vary, pages revalidated', async () => {
    const { asked, problems } = await crawlNginx(site, distDir, clinic.siteUrl)
    expect(problems).toEqual([])
    expect(asked).toBeGreaterThan(contentPages.length)
    console.log(`nginx (docs/nginx.conf): ${asked} adresów, każdy 200 z nagłówkami z _headers.`)
  })

  test('a slashed page address, /admin and port 80 are redirected; an unknown address gets the 404 page', async () => {
    expect(await fetchFrom(site, `${somePage}/?a=1`)).toMatchObject({
      status: 301,
      headers: { location: expect.stringMatching(new RegExp(`${somePage}\\?a=1$`)) },
    })
    expect(await fetchFrom(site, '/admin')).toMatchObject({ status: 301, headers: { location: expect.stringMatching(/\/admin\/$/) } })
    expect(await fetchFrom(site, `${somePage}?a=1`, { tls: false })).toMatchObject({
      status: 301,
      headers: { location: expect.stringMatching(new RegExp(`^https://[^/]+${somePage}\\?a=1$`)) },
    })
    const missing = await fetchFrom(site, '/nie-ma/takiej/strony', { gzip: false })
    expect(missing.status).toBe(404)
    expect(missing.body.toString('utf8')).toBe(readFileSync(join(distDir, '404.html'), 'utf8'))
    expect(missing.headers['content-security-policy']).toBeDefined()
    expect((await fetchFrom(site, '/_headers')).status).toBe(404)
    // Below /assets/ for the policy, another folder for nginx's decoding: not served (docs/nginx.conf).
    for (const path of ['/assets/..%2Ffavicon.svg', '/assets/%2E%2E/favicon.svg', '/assets/..%5Cfavicon.svg']) {
      const refused = await fetchFrom(site, path, { gzip: false })
      expect(refused.status, path).toBe(404)
      expect(refused.body.toString('utf8'), path).toBe(readFileSync(join(distDir, '404.html'), 'utf8'))
    }
  })
})

describe.skipIf(!nginxBinary)('docs/nginx-subpath.conf: the site under /klinika/ of another domain', () => {
  const siteUrl = 'https://example.org/klinika/'
  const dist = 'dist/nginx-subpath-test'
  let site: NginxSite
  let client: string
  beforeAll(async () => {
    client = await buildSite(dist, { SITE_URL: siteUrl })
    site = await startNginx('docs/nginx-subpath.conf', { client, nginx: join(client, '../nginx') }, 'klinika')
  }, 300_000)
  afterAll(() => site?.stop())

  test('nginx -t accepts it as written, without a warning', () => expectAccepted(site))

  test('every published address: 200, the headers of _headers (HSTS without subdomains), text compressed, pages revalidated', async () => {
    const { asked, problems } = await crawlNginx(site, client, siteUrl)
    expect(problems).toEqual([])
    expect(asked).toBeGreaterThan(contentPages.length)
    expect((await fetchFrom(site, '/klinika/')).headers['strict-transport-security']).toBe('max-age=63072000')
  })

  test('/klinika and a slashed page address are redirected; an unknown address below the path gets the 404 page', async () => {
    expect(await fetchFrom(site, '/klinika')).toMatchObject({ status: 301, headers: { location: expect.stringMatching(/\/klinika\/$/) } })
    expect(await fetchFrom(site, `/klinika${somePage}/`)).toMatchObject({
      status: 301,
      headers: { location: expect.stringMatching(new RegExp(`/klinika${somePage}$`)) },
    })
    expect(await fetchFrom(site, '/klinika/admin')).toMatchObject({ status: 301, headers: { location: expect.stringMatching(/\/klinika\/admin\/$/) } })
    const missing = await fetchFrom(site, '/klinika/nie-ma', { gzip: false })
    expect(missing.status).toBe(404)
    expect(missing.body.toString('utf8')).toBe(readFileSync(join(client, '404.html'), 'utf8'))
    // Refused as in docs/nginx.conf, and with the clinic's 404 page, not nginx's own (a deployer's trial).
    // The second and third decode to addresses of example.org's own site, outside /klinika/.
    const refusedPaths = ['/klinika/assets/..%2Ffavicon.svg', '/klinika/..%2Fo-nas', '/klinika/assets/%2E%2E/%2E%2E/index.html']
    for (const path of [...refusedPaths, '/klinika/assets/..%5Cfavicon.svg']) {
      const refused = await fetchFrom(site, path, { gzip: false })
      expect(refused.status, path).toBe(404)
      expect(refused.body.toString('utf8'), path).toBe(readFileSync(join(client, '404.html'), 'utf8'))
    }
  })
})
