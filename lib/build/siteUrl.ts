import { readDataFile } from '../data/readDataFile.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'

/**
 * Where the site is published, and so the path every absolute link, asset and
 * address starts with. SITE_URL (environment) wins over `siteUrl` in
 * content/data/clinic.yaml: the GitHub Pages workflow passes the address
 * `actions/configure-pages` reports, so a project site published at
 * https://<owner>.github.io/<repository>/ is built for that sub-path with no
 * setting. The path of the address is the base: none for
 * https://przychodnia.example, `/klinika/` for https://example.github.io/klinika/.
 *
 * Read once per process, in Node: vite.config.ts gives the base to Vite and
 * Vike (`base`, so assets carry it), the pages' components (rendered at build
 * time), the Vite plugin writing sitemap.xml, robots.txt and the manifest, and
 * lib/build/writeHeaders.ts all ask here. Code that runs in the browser cannot
 * read files: it uses `import.meta.env.BASE_URL`, which Vite fills in from the
 * same `base` (see components/forms/InfoClause.tsx).
 */

/** The site's address without a trailing slash: SITE_URL when set, else clinic.yaml's siteUrl. */
export function resolveSiteUrl(configured: string, fromEnvironment?: string): string {
  const source = fromEnvironment?.trim() ? 'SITE_URL' : 'siteUrl (content/data/clinic.yaml)'
  const value = fromEnvironment?.trim() || configured
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${source}: "${value}" nie jest pełnym adresem strony, np. https://example.github.io/klinika/`)
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`${source}: "${value}" ma być adresem http(s) bez "?", "#" i loginu, np. https://example.github.io/klinika/`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** The base path of a site address: "/" or, e.g., "/klinika/" (always with both slashes). */
export function basePathOf(siteUrl: string): string {
  return `${new URL(siteUrl).pathname.replace(/\/+$/, '')}/`
}

/**
 * A path on this site as published under `base`: "/kontakt" becomes
 * "/klinika/kontakt", "/" becomes "/klinika/". Anything else (an anchor
 * "#x", "tel:", "mailto:", "https://…", "//host/…") is returned as it is.
 */
export function prefixBase(base: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || base === '/') return path
  return `${base.slice(0, -1)}${path}`
}

let cached: { siteUrl: string; base: string } | undefined

/** The site's address in a bundle for the browser, which reads no files: the editor's preview (lib/cms/preview/buildPreview.ts). */
declare const __SITE_URL__: string | undefined

function read(): { siteUrl: string; base: string } {
  if (!cached && typeof __SITE_URL__ === 'string') cached = { siteUrl: __SITE_URL__, base: basePathOf(__SITE_URL__) }
  if (!cached) {
    const { siteUrl: configured } = readDataFile(process.cwd(), 'clinic.yaml', clinicSchema)
    const siteUrl = resolveSiteUrl(configured, process.env.SITE_URL)
    cached = { siteUrl, base: basePathOf(siteUrl) }
  }
  return cached
}

/** The address the site is published at, without a trailing slash, e.g. "https://example.github.io/klinika". */
export function siteUrl(): string {
  return read().siteUrl
}

/** The path the site is served under: "/" or, e.g., "/klinika/". */
export function basePath(): string {
  return read().base
}

/**
 * The base for vite.config.ts, which Vite loads before the content check runs
 * (lib/vite/checkPlugin.ts). A clinic.yaml the check will reject must reach the
 * check, which names the mistake at its line in Polish: until then the base is
 * SITE_URL's path, or "/". (A wrong SITE_URL still stops here, with its message.)
 */
export function configBasePath(): string {
  try {
    return basePath()
  } catch {
    return process.env.SITE_URL?.trim() ? basePathOf(resolveSiteUrl('', process.env.SITE_URL)) : '/'
  }
}

/**
 * The one helper for every absolute path the build writes: links, assets in
 * public/, the manifest, `_headers` rules. `withBase('/kontakt')` is
 * "/kontakt" at a domain's root and "/klinika/kontakt" under /klinika/.
 */
export function withBase(path: string): string {
  return prefixBase(basePath(), withoutTrailingSlash(path))
}

/**
 * An editor's "/o-nas/" is the page /o-nas (the content check reads it so):
 * it is published without the slash, the one form every host serves without
 * a redirect (pages are o-nas.html; GitHub Pages would answer /o-nas/ with 404).
 * A query or an anchor stays; "/" and the editor's folder "/admin/" keep theirs.
 */
export function withoutTrailingSlash(path: string): string {
  return path.replace(/^(\/(?!\/|admin\/)[^?#]*[^/?#])\/+([?#].*)?$/, '$1$2')
}
