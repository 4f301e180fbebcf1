import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageRoute } from '../../lib/build/pageFile.ts'

/** An address of the site as the build publishes it (path and query, base included), and where it is named. */
export interface Published {
  address: string
  namedIn: string
}

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

/** Every string in a JSON value (the pages' JSON-LD, the manifest). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** The URLs an HTML page names: links, sources, forms, canonical and Open Graph addresses, its JSON-LD. */
function urlsInHtml(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|action|poster)="([^"]*)"/g)].map((match) => decode(match[1]!))
  const sets = [...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
    decode(match[1]!)
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0]!),
  )
  const meta = [...html.matchAll(/<meta\s[^>]*property="og:(?:url|image)"[^>]*content="([^"]*)"/g)].map((match) => decode(match[1]!))
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => strings(JSON.parse(match[1]!)))
  return [...attributes, ...sets, ...meta, ...jsonLd.filter((text) => /^(https?:)?\/\//.test(text))]
}

/**
 * Every address of the site that a built client folder publishes: the sitemap,
 * robots.txt, every page's links, sources, canonical, Open Graph and JSON-LD
 * addresses, the manifest's, the stylesheets' url()s, and the editor's /admin/. Only the site's own:
 * relative addresses and absolute ones on `siteUrl`'s origin (another origin,
 * mailto:, tel: and in-page anchors are not the host's to serve).
 * `siteUrl` is the address the site was built for, e.g. https://x.example/klinika/.
 */
export function publishedAddresses(client: string, siteUrl: string): Published[] {
  const site = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`)
  const found = new Map<string, string>()
  const add = (url: string, base: URL, namedIn: string) => {
    if (url === '' || url.startsWith('#') || /^(mailto|tel|data|javascript|blob):/i.test(url)) return
    const resolved = new URL(url, base)
    if (resolved.origin !== site.origin) return
    const address = resolved.pathname + resolved.search
    if (!found.has(address)) found.set(address, namedIn)
  }
  // A file's own address: a page's route, any other file's path; the 404 page is served at any depth.
  const addressOf = (file: string) => new URL(file === '404.html' ? 'a/b/nie-ma' : (pageRoute(file)?.slice(1) ?? file), site)
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'))
  // The editor's address, which the docs give to editors.
  if (files.includes('admin/index.html')) add('admin/', site, 'docs/edycja (the editor)')
  for (const file of files) {
    const text = () => readFileSync(join(client, file), 'utf8')
    if (file.endsWith('.html')) for (const url of urlsInHtml(text())) add(url, addressOf(file), file)
    else if (file.endsWith('.css')) for (const match of text().matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) add(match[1]!, addressOf(file), file)
    else if (file.endsWith('.webmanifest'))
      for (const url of strings(JSON.parse(text())).filter((text) => /^(\/|\.|https?:)/.test(text))) add(url, addressOf(file), file)
    else if (file === 'sitemap.xml') for (const match of text().matchAll(/<loc>([^<]+)<\/loc>/g)) add(match[1]!, site, file)
    else if (file === 'robots.txt') for (const match of text().matchAll(/^Sitemap:\s*(\S+)/gm)) add(match[1]!, site, file)
  }
  return [...found].map(([address, namedIn]) => ({ address, namedIn }))
}
