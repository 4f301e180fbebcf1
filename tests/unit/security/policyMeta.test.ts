import { expect, test } from 'vitest'
import { metaPolicy, policyMetaTags, withPolicyMeta } from '../../../lib/security/policyMeta.ts'
import { folderSources } from '../../../lib/security/scriptSources.ts'
import { securityHeaders } from '../../../lib/security/securityHeaders.ts'

// The services are typed here, not read from content/ (the clinic may change its form service or its map).
const services = {
  formEndpoint: 'https://formspree.io/f/xyzabcde',
  mapsEmbedUrl: 'https://www.google.com/maps?q=52.2297,21.0122&z=16&output=embed',
  stripe: false,
  analytics: false,
}
const headers = securityHeaders(services)

// The head as Vike writes it: stylesheet and font preloads before the charset.
const vikeHead = [
  '<!DOCTYPE html>\n<html lang="pl">\n  <head>\n',
  '    <link rel="stylesheet" type="text/css" href="/assets/static/styles.css">\n',
  ...Array.from(
    { length: 4 },
    (_, index) => `    <link rel="preload" href="/assets/static/font-${index}-0123456789abcdef.woff2" as="font" type="font/woff2" crossorigin>\n`,
  ),
  '    <meta charset="UTF-8" />\n    <title>Cennik</title>\n  </head>\n  <body><p>Treść</p><script src="/assets/entries/client.js" type="module" async></script></body>\n</html>',
].join('')

test('the meta policy is the production policy less the directives meta cannot carry', () => {
  expect(metaPolicy(headers['Content-Security-Policy']!)).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://formspree.io; frame-src https://www.google.com; form-action 'self' https://formspree.io; manifest-src 'self'; object-src 'none'; base-uri 'none'",
  )
  expect(metaPolicy("default-src 'self'; sandbox allow-forms; report-uri /csp; report-to csp; FRAME-ANCESTORS 'none';")).toBe("default-src 'self'")
})

test('the tags carry the policy and the referrer policy, quotes escaped', () => {
  const tags = policyMetaTags({ 'Content-Security-Policy': `default-src 'self' "x" a&b; frame-ancestors 'none'`, 'Referrer-Policy': 'no-referrer' })
  expect(tags).toBe(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self' &quot;x&quot; a&amp;b"><meta name="referrer" content="no-referrer">`,
  )
})

test('the policy comes right after the charset, which moves to the top of <head>', () => {
  const html = withPolicyMeta(vikeHead, headers)
  expect(html).toMatch(
    /<head>\s*<meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="[^"]+"><meta name="referrer" content="strict-origin-when-cross-origin">\s*<link rel="stylesheet"/,
  )
  // Before every resource the policy governs, and the charset within the first 1024 bytes.
  expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<link'))
  expect(Buffer.byteLength(html.slice(0, html.indexOf('<meta charset')))).toBeLessThan(1024)
  expect(html.match(/<meta charset/g)).toHaveLength(1)
  expect(html).not.toContain('frame-ancestors')
  expect(html).toContain('<title>Cennik</title>')
  expect(html.replace(/<meta [^>]*>/g, '').replace(/\s+/g, '')).toBe(vikeHead.replace(/<meta [^>]*>/g, '').replace(/\s+/g, ''))
})

test('running it again replaces its own tags instead of adding more', () => {
  const once = withPolicyMeta(vikeHead, headers)
  expect(withPolicyMeta(once, headers)).toBe(once)
  const changed = withPolicyMeta(once, { ...headers, 'Content-Security-Policy': "default-src 'none'" })
  expect(changed.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  expect(changed).toContain(`content="default-src 'none'"`)
})

test('a page without <head> is a build error, not a page without a policy', () => {
  expect(() => withPolicyMeta('<p>bez nagłówka</p>', headers)).toThrow('no <head>')
})

test('GitHub Pages sends no headers: the meta carries the narrowed script-src as it is (a path source is valid in a meta policy)', () => {
  const narrowed = securityHeaders({ ...services, scriptSources: folderSources(['https://owner.github.io'], '/klinika/', 'assets') })
  const meta = metaPolicy(narrowed['Content-Security-Policy']!)
  expect(meta).toContain('script-src https://owner.github.io/klinika/assets/;')
  expect(meta).not.toContain("script-src 'self'")
})
