import { expect, test } from 'vitest'
import { folderSources, servedOrigins } from '../../../lib/security/scriptSources.ts'

// The addresses a build is served from, as each host tells its build (lib/security/scriptSources.ts).
// Every address here is typed: nothing is read from content/.

const site = 'https://przychodnia.example'

test('a build that cannot know where it is served (local, tests) names no address: its policy keeps self', () => {
  expect(servedOrigins(site, {})).toBeUndefined()
  expect(servedOrigins(site, { CF_PAGES: '1' })).toBeUndefined()
})

test("Netlify: the site's address, this deploy's and the branch or pull request's preview", () => {
  expect(
    servedOrigins(site, {
      NETLIFY: 'true',
      URL: 'https://przychodnia.example',
      DEPLOY_URL: 'https://64f0c0ffee--przychodnia.netlify.app',
      DEPLOY_PRIME_URL: 'https://deploy-preview-12--przychodnia.netlify.app/',
    }),
  ).toEqual([site, 'https://64f0c0ffee--przychodnia.netlify.app', 'https://deploy-preview-12--przychodnia.netlify.app'])
})

test("Cloudflare Pages: the deployment's address and its project's previews, never all of pages.dev", () => {
  const origins = servedOrigins(site, { CF_PAGES: '1', CF_PAGES_URL: 'https://a1b2c3d4.przychodnia.pages.dev' })
  expect(origins).toEqual([site, 'https://a1b2c3d4.przychodnia.pages.dev', 'https://przychodnia.pages.dev', 'https://*.przychodnia.pages.dev'])
  expect(origins).not.toContain('https://*.pages.dev')
})

test('GitHub Pages and nginx: the address their workflow passes, and any alias listed', () => {
  expect(servedOrigins('https://owner.github.io/klinika', { SITE_ORIGINS: 'https://owner.github.io' })).toEqual(['https://owner.github.io'])
  expect(servedOrigins(site, { SITE_ORIGINS: 'https://przychodnia.example/, https://www.przychodnia.example:8443' })).toEqual([
    site,
    'https://www.przychodnia.example:8443',
  ])
  expect(() => servedOrigins(site, { SITE_ORIGINS: 'przychodnia' })).toThrow(/SITE_ORIGINS: „przychodnia” nie jest adresem strony/)
  expect(() => servedOrigins(site, { SITE_ORIGINS: 'javascript:alert(1)' })).toThrow(/SITE_ORIGINS/)
})

test("each address's folder under the site's base", () => {
  expect(folderSources(['https://owner.github.io', 'https://*.x.pages.dev'], '/klinika/', 'assets')).toEqual([
    'https://owner.github.io/klinika/assets/',
    'https://*.x.pages.dev/klinika/assets/',
  ])
})
