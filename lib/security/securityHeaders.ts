/**
 * The site's security headers for static hosting. One function gives the
 * policy; the build writes it as dist/client/_headers (Netlify / Cloudflare
 * Pages format) and, for hosts without custom headers, as <meta> in every page
 * (policyMeta.ts); `npm start` and the tests serve it, docs/nginx.conf repeats it.
 */
export interface PolicyInputs {
  /** The form service's origin, e.g. https://formspree.io. */
  formEndpoint: string
  /** The embedded map's URL (loaded only after consent). */
  mapsEmbedUrl: string
  /** Card payments configured: Stripe.js and its frames are allowed. */
  stripe: boolean
  /** Analytics configured: Google's tag host is allowed. */
  analytics: boolean
  /**
   * Where the pages' scripts may come from, when the build knows where it is
   * served: its script folder at each address (lib/security/scriptSources.ts),
   * e.g. https://przychodnia.example/assets/. Without, `'self'`.
   */
  scriptSources?: string[]
  /** sha256 hashes ("sha256-...") of inline scripts the build emitted, if any. */
  inlineScriptHashes?: string[]
  /** The site lives under a path of a host it does not own (e.g. /klinika/): HSTS must not reach the host's subdomains. */
  underPath?: boolean
}

/** Strict-Transport-Security: two years, and the domain's subdomains only where the site owns the host. */
export const hsts = (underPath = false) => (underPath ? 'max-age=63072000' : 'max-age=63072000; includeSubDomains')

const origin = (url: string) => new URL(url).origin

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const form = origin(inputs.formEndpoint)
  const maps = origin(inputs.mapsEmbedUrl)
  const hashes = (inputs.inlineScriptHashes ?? []).map((hash) => `'${hash}'`)
  const stripe = inputs.stripe ? ['https://js.stripe.com'] : []
  const analytics = inputs.analytics ? ['https://www.googletagmanager.com'] : []
  const analyticsConnect = inputs.analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...(inputs.scriptSources?.length ? inputs.scriptSources : ["'self'"]), ...hashes, ...stripe, ...analytics]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...analytics, ...analyticsConnect]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", form, ...(inputs.stripe ? ['https://api.stripe.com'] : []), ...analytics, ...analyticsConnect]],
    ['frame-src', [maps, ...(inputs.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])]],
    ['form-action', ["'self'", form]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ')
}

/** Every header the site sends with its pages. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Strict-Transport-Security': hsts(inputs.underPath),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      'accelerometer=()',
      'autoplay=()',
      'browsing-topics=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      `payment=(${inputs.stripe ? 'self "https://js.stripe.com"' : ''})`,
      'usb=()',
    ].join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * The `_headers` file: every path gets the headers; hashed assets are cached
 * for a year. `admin` gives /admin/ (the browser editor) headers of its own that
 * replace the site's: Cloudflare Pages adds up every matching rule unless a
 * header is detached with `! Name`; Netlify, which ignores that line, lets the
 * later rule win, so a Netlify build (NETLIFY=true) leaves the detach lines out.
 * `base` is the site's path ("/" or e.g. "/klinika/", from lib/build/siteUrl.ts),
 * which the rules' paths start with.
 */
export function headersFile(headers: Record<string, string>, admin?: Record<string, string>, { netlify = false, base = '/' } = {}): string {
  const lines = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)
  const site = `${base}*\n${lines(headers).join('\n')}\n\n${base}assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`
  if (!admin) return site
  const detach = netlify
    ? []
    : Object.keys(admin)
        .filter((name) => name in headers)
        .map((name) => `  ! ${name}`)
  return `${site}\n${base}admin/*\n${[...detach, ...lines(admin)].join('\n')}\n`
}

/** Reads a `_headers` file into path patterns and their headers (a `! Name` line detaches a header set by an earlier rule). */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][]; detach: string[] }[] {
  const rules: { pattern: RegExp; headers: [string, string][]; detach: string[] }[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [], detach: [] })
      continue
    }
    if (line.trim().startsWith('!')) {
      rules.at(-1)?.detach.push(line.trim().slice(1).trim())
      continue
    }
    const separator = line.indexOf(':')
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/**
 * The headers a host sends for `path` by a `_headers` file: every matching rule
 * in order, a `! Name` line dropping what an earlier rule set (Cloudflare Pages).
 */
export function headersForPath(text: string, path: string): Record<string, string> {
  const served = new Map<string, string>()
  for (const rule of parseHeadersFile(text)) {
    if (!rule.pattern.test(path)) continue
    for (const name of rule.detach) served.delete(name)
    for (const [name, value] of rule.headers) served.set(name, value)
  }
  return Object.fromEntries(served)
}
