import { expect, test } from 'vitest'
import { contentSecurityPolicy, headersFile, headersForPath, parseHeadersFile, securityHeaders } from '../../../lib/security/securityHeaders.ts'
import { adminContentSecurityPolicy, adminHeaders } from '../../../lib/cms/adminPolicy.ts'
import { folderSources } from '../../../lib/security/scriptSources.ts'

// The policy for services typed here, not read from content/: the clinic may change its form service or its map.
// The build passes the data's own values (lib/build/writeHeaders.ts); the browser suite sends both forms and opens
// the map under the policy the build wrote (tests/e2e/security.test.ts, consent.test.ts).
const production = {
  formEndpoint: 'https://formspree.io/f/xyzabcde',
  mapsEmbedUrl: 'https://www.google.com/maps?q=52.2297,21.0122&z=16&output=embed',
  stripe: false,
  analytics: false,
}

test('the policy allows scripts from the site only, and only the hosts consent can unlock', () => {
  expect(contentSecurityPolicy(production)).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://formspree.io; frame-src https://www.google.com; form-action 'self' https://formspree.io; manifest-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  )
  const withExtras = contentSecurityPolicy({ ...production, stripe: true, analytics: true, inlineScriptHashes: ['sha256-abc='] })
  expect(withExtras).toContain("script-src 'self' 'sha256-abc=' https://js.stripe.com https://www.googletagmanager.com")
  expect(withExtras).toContain('frame-src https://www.google.com https://js.stripe.com https://hooks.stripe.com')
  expect(withExtras).not.toContain('unsafe-inline')
})

test('HSTS for two years, nosniff, the referrer policy, and nothing the site does not use', () => {
  const headers = securityHeaders(production)
  expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['X-Content-Type-Options']).toBe('nosniff')
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['Permissions-Policy']).toContain('camera=()')
  expect(headers['Permissions-Policy']).toContain('payment=()')
})

test('the _headers file reads back as written', () => {
  const headers = securityHeaders(production)
  const rules = parseHeadersFile(headersFile(headers))
  expect(rules[0]!.pattern.test('/szczepienia/podroze')).toBe(true)
  expect(Object.fromEntries(rules[0]!.headers)).toEqual(headers)
  expect(rules[1]!.pattern.test('/assets/entries/x.js')).toBe(true)
  expect(rules[1]!.pattern.test('/cennik')).toBe(false)
})

test("/admin/ has its own policy, which replaces the site's on every host, and the site's pages keep theirs", () => {
  const headers = securityHeaders(production)
  const admin = adminHeaders()
  const apply = headersForPath
  for (const netlify of [false, true]) {
    const file = headersFile(headers, admin, { netlify })
    expect(apply(file, '/admin/')['Content-Security-Policy']).toBe(adminContentSecurityPolicy())
    expect(apply(file, '/admin/config.yml')['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(apply(file, '/cennik')).toEqual(headers)
    expect(file.includes('! Content-Security-Policy')).toBe(!netlify)
  }
  // Cloudflare Pages adds up matching rules: without the detach line both policies would apply.
  expect(headersFile(headers, admin)).toMatch(/\/admin\/\*\n {2}! Content-Security-Policy\n {2}! Cross-Origin-Opener-Policy\n/)
  expect(adminContentSecurityPolicy()).toContain("connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com")
  expect(adminContentSecurityPolicy()).not.toMatch(/unpkg|jsdelivr/)
})

test('where the build knows its addresses, scripts come only from its assets/ folder there: not /images/, not another site of the host', () => {
  const scriptSources = folderSources(['https://przychodnia.example', 'https://*.przychodnia.pages.dev'], '/', 'assets')
  const policy = contentSecurityPolicy({ ...production, scriptSources })
  expect(policy).toContain('script-src https://przychodnia.example/assets/ https://*.przychodnia.pages.dev/assets/;')
  expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain("'self'")
  // Everything else the site loads is unchanged.
  expect(policy.replace(/script-src [^;]*/, '')).toBe(contentSecurityPolicy(production).replace(/script-src [^;]*/, ''))
  // Under a project site's path (GitHub Pages: https://<owner>.github.io is every project's origin), that path's folder.
  expect(contentSecurityPolicy({ ...production, scriptSources: folderSources(['https://owner.github.io'], '/klinika/', 'assets'), stripe: true })).toContain(
    'script-src https://owner.github.io/klinika/assets/ https://js.stripe.com;',
  )
  // Where a file may be loaded as a script at all, it must be served as one: every path gets nosniff.
  expect(securityHeaders({ ...production, scriptSources })['X-Content-Type-Options']).toBe('nosniff')
})
