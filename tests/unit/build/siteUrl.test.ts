import { describe, expect, test } from 'vitest'
import { basePathOf, prefixBase, resolveSiteUrl } from '../../../lib/build/siteUrl.ts'
import { robotsTxt, webManifest } from '../../../lib/content/sitemapXml.ts'
import { headersFile, parseHeadersFile } from '../../../lib/security/securityHeaders.ts'

describe('the site address and its base', () => {
  test('SITE_URL wins over clinic.yaml; a trailing slash is dropped', () => {
    expect(resolveSiteUrl('https://przychodnia.example')).toBe('https://przychodnia.example')
    expect(resolveSiteUrl('https://przychodnia.example', '')).toBe('https://przychodnia.example')
    expect(resolveSiteUrl('https://przychodnia.example', 'https://example.github.io/klinika/')).toBe('https://example.github.io/klinika')
    // actions/configure-pages reports base_url without the slash.
    expect(resolveSiteUrl('https://przychodnia.example', 'https://example.github.io/klinika')).toBe('https://example.github.io/klinika')
    expect(resolveSiteUrl('https://example.github.io/klinika')).toBe('https://example.github.io/klinika')
  })

  test('an address that is not one is refused with the setting named', () => {
    expect(() => resolveSiteUrl('https://przychodnia.example', 'example.github.io/klinika')).toThrow(/^SITE_URL: "example\.github\.io\/klinika"/)
    expect(() => resolveSiteUrl('https://przychodnia.example', 'https://example.github.io/klinika/?x=1')).toThrow(/^SITE_URL:/)
    expect(() => resolveSiteUrl('ftp://przychodnia.example')).toThrow(/^siteUrl \(content\/data\/clinic\.yaml\)/)
  })

  test('the base is the path of the address, with both slashes', () => {
    expect(basePathOf('https://przychodnia.example')).toBe('/')
    expect(basePathOf('https://example.github.io/klinika')).toBe('/klinika/')
    expect(basePathOf('https://example.org/a/b')).toBe('/a/b/')
  })

  test.each([
    ['/kontakt', '/klinika/kontakt'],
    ['/', '/klinika/'],
    ['/#kontakt', '/klinika/#kontakt'],
    ['/rezerwacja?wizyta=szczepienie', '/klinika/rezerwacja?wizyta=szczepienie'],
    ['/images/prep.svg', '/klinika/images/prep.svg'],
    ['#tresc', '#tresc'],
    ['tel:+48221000000', 'tel:+48221000000'],
    ['https://formspree.io/f/x', 'https://formspree.io/f/x'],
    ['//cdn.example/x.js', '//cdn.example/x.js'],
  ])('prefixBase("/klinika/", %s) is %s, and nothing changes at "/"', (path, published) => {
    expect(prefixBase('/klinika/', path)).toBe(published)
    expect(prefixBase('/', path)).toBe(path)
  })
})

describe('files that name paths carry the base', () => {
  test("robots.txt allows or, for a preview, disallows the site's own path", () => {
    expect(robotsTxt('https://example.github.io/klinika')).toBe('User-agent: *\nAllow: /klinika/\n\nSitemap: https://example.github.io/klinika/sitemap.xml\n')
    expect(robotsTxt('https://example.github.io/klinika', { preview: true })).toBe('User-agent: *\nDisallow: /klinika/\n')
  })

  test('the manifest starts at the base and its icons are below it', () => {
    const manifest = JSON.parse(webManifest('Przychodnia', 'Przychodnia', '/klinika/')) as { start_url: string; icons: { src: string }[] }
    expect(manifest.start_url).toBe('/klinika/')
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/klinika/favicon.svg', '/klinika/icons/icon-192.png', '/klinika/icons/icon-512.png'])
    expect(webManifest('Przychodnia', 'Przychodnia')).toBe(webManifest('Przychodnia', 'Przychodnia', '/'))
  })

  test("_headers' rules match the site's paths under the base, and nothing outside it", () => {
    const rules = parseHeadersFile(headersFile({ 'X-Test': '1' }, { 'X-Admin': '1' }, { base: '/klinika/' }))
    const matching = (path: string) => rules.filter((rule) => rule.pattern.test(path)).length
    expect(matching('/klinika/kontakt')).toBe(1)
    expect(matching('/klinika/assets/entries/x.js')).toBe(2)
    expect(matching('/klinika/admin/config.yml')).toBe(2)
    expect(matching('/kontakt')).toBe(0)
    expect(matching('/admin/config.yml')).toBe(0)
  })
})
