/**
 * The security policy as <meta> elements in each built page, for hosts that
 * send no custom headers (GitHub Pages ignores `_headers`). Where the headers
 * are sent too, both policies apply and they are the same, so every build
 * carries the meta.
 */

/**
 * Directives a <meta> policy cannot carry: browsers ignore them there and
 * Chrome logs a console error for each (CSP Level 3, "meta" delivery), which
 * the browser tests would rightly count as a page error.
 */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox'])

/** The Content-Security-Policy header value without the directives meta cannot carry. */
export function metaPolicy(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ')
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The elements to put at the top of <head>: the policy and the referrer policy. */
export function policyMetaTags(headers: Record<string, string>): string {
  const tags = []
  const csp = headers['Content-Security-Policy']
  if (csp) tags.push(`<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(csp))}">`)
  const referrer = headers['Referrer-Policy']
  if (referrer) tags.push(`<meta name="referrer" content="${escapeAttribute(referrer)}">`)
  return tags.join('')
}

const HEAD = /<head(\s[^>]*)?>/i

/** The page has a <head> start tag for the policy to follow (lib/build/builtPages.ts asks before the build's last step). */
export function hasHead(html: string): boolean {
  return HEAD.test(html)
}

const CHARSET = /<meta\s+charset=["']?[^"'\s/>]+["']?\s*\/?>/i
const OWN_TAGS = /<meta http-equiv="Content-Security-Policy" content="[^"]*">|<meta name="referrer" content="[^"]*">/g

/**
 * Puts the policy right after <head>, behind only <meta charset>. A meta policy
 * governs what comes after it, so it must precede every stylesheet, preload
 * and script; and the charset must stay within the first 1024 bytes (HTML
 * spec), which Vike's head, with its stylesheet links before the charset,
 * would not always leave room for. Running it again replaces what it inserted before.
 */
export function withPolicyMeta(html: string, headers: Record<string, string>): string {
  const head = HEAD.exec(html)
  if (!head) throw new Error('no <head> element')
  const charset = CHARSET.exec(html)?.[0] ?? '<meta charset="utf-8">'
  const start = head.index + head[0].length
  const before = html.slice(0, start)
  const after = html.slice(start).replace(OWN_TAGS, '').replace(CHARSET, '')
  return `${before}${charset}${policyMetaTags(headers)}${after}`
}
