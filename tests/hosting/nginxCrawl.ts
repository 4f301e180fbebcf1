import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { join } from 'node:path'
import { headersForPath } from '../../lib/security/securityHeaders.ts'
import type { NginxSite } from './nginxServer.ts'
import { publishedAddresses } from './publishedAddresses.ts'

export interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One request to the test's nginx: https (its self-signed certificate accepted) or plain http. */
export function fetchFrom(site: NginxSite, path: string, { tls = true, gzip = true } = {}): Promise<Reply> {
  const options = {
    host: '127.0.0.1',
    port: tls ? site.https : site.http,
    path,
    headers: gzip ? { 'Accept-Encoding': 'gzip' } : {},
    rejectUnauthorized: false,
  }
  return new Promise((resolve, reject) => {
    const request = (tls ? httpsRequest : httpRequest)(options, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

/** Types nginx must compress (docs/nginx.conf's gzip_types, and HTML). */
const isText = (type: string) => /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(type)

/**
 * Requests every address the build publishes from nginx and says what is
 * wrong with each answer: not 200; a header `_headers` gives that path
 * missing or different; Cache-Control other than `_headers`' or, for what it
 * leaves open, "no-cache" (revalidated); a text type sent uncompressed (from
 * 256 bytes on, gzip_min_length) or compressed without `Vary: Accept-Encoding`.
 * Returns the problems and how many addresses were asked.
 */
export async function crawlNginx(site: NginxSite, client: string, siteUrl: string): Promise<{ asked: number; problems: string[] }> {
  const rules = readFileSync(join(client, '_headers'), 'utf8')
  const addresses = publishedAddresses(client, siteUrl)
  const problems: string[] = []
  for (const { address } of addresses) {
    const reply = await fetchFrom(site, address)
    const say = (problem: string) => problems.push(`${address}: ${problem}`)
    if (reply.status !== 200) say(`status ${reply.status}${reply.headers.location ? ` → ${reply.headers.location}` : ''}`)
    const expected = { 'Cache-Control': 'no-cache', ...headersForPath(rules, new URL(address, 'http://host').pathname) }
    for (const [name, value] of Object.entries(expected)) {
      if (reply.headers[name.toLowerCase()] !== value) say(`${name}: ${reply.headers[name.toLowerCase()] ?? '(none)'}, expected ${value}`)
    }
    const type = String(reply.headers['content-type'] ?? '')
    // Vary where the answer depends on Accept-Encoding: a cache must not hand gzip to a browser that did not ask for it.
    if (reply.headers['content-encoding'] === 'gzip' && !String(reply.headers.vary ?? '').includes('Accept-Encoding'))
      say(`${type} compressed without Vary: Accept-Encoding`)
    if (isText(type) && reply.headers['content-encoding'] !== 'gzip' && reply.body.length >= 256) say(`${type} sent uncompressed (${reply.body.length} B)`)
  }
  return { asked: addresses.length, problems }
}
