import { expect, test } from 'vitest'
import { readDataFile } from '../../lib/data/readDataFile.ts'
import { clinicSchema } from '../../lib/schemas/clinicSchema.ts'
import { mapLinks } from '../../lib/data/clinicDerived.ts'
import { formsSchema } from '../../lib/schemas/formsSchema.ts'
import { contentSecurityPolicy, headersFile, headersForPath, parseHeadersFile, securityHeaders } from '../../lib/security/securityHeaders.ts'
import { adminContentSecurityPolicy, adminHeaders } from '../../lib/cms/adminPolicy.ts'

const root = process.cwd()
const forms = readDataFile(root, 'forms.yaml', formsSchema)
const clinic = readDataFile(root, 'clinic.yaml', clinicSchema)
const production = { formEndpoint: forms.service.endpoint, mapsEmbedUrl: mapLinks(clinic.geo).embedUrl, stripe: false, analytics: false }

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
