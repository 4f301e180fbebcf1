import { expect, test } from 'vitest'
import { isProductionBuild, sampleSiteUrlWarning } from '../../../lib/build/sampleSiteUrl.ts'

test('a production build is a host’s build of dist/client that is no preview and no pull request’s check', () => {
  expect(isProductionBuild({ CI: 'true' })).toBe(true)
  expect(isProductionBuild({ NETLIFY: 'true' })).toBe(true)
  expect(isProductionBuild({ CF_PAGES: '1' })).toBe(true)
  expect(isProductionBuild({ CI: 'true', SITE_DIST: 'dist' })).toBe(true)
  // One's own computer, a preview, the tests' and npm start's builds elsewhere.
  expect(isProductionBuild({})).toBe(false)
  expect(isProductionBuild({ CI: 'false' })).toBe(false)
  expect(isProductionBuild({ CI: 'true', SITE_ENV: 'preview' })).toBe(false)
  expect(isProductionBuild({ CI: 'true', SITE_DIST: 'dist/test' })).toBe(false)
  expect(isProductionBuild({ CI: 'true', GITHUB_EVENT_NAME: 'pull_request' })).toBe(false)
  expect(isProductionBuild({ CI: 'true', GITHUB_EVENT_NAME: 'push' })).toBe(true)
})

test('a sample address is named with its field, in Polish; a real one gives no warning', () => {
  const fromFile = sampleSiteUrlWarning('https://przychodnia.example')
  expect(fromFile).toContain('https://przychodnia.example')
  expect(fromFile).toContain('pole siteUrl w pliku content/data/clinic.yaml')
  // The page's own scripts are allowed only from the addresses it was built for (lib/security/scriptSources.ts).
  expect(fromFile).toContain('przeglądarka nie uruchomi też skryptów strony: formularze i wyszukiwarka nie zadziałają')
  expect(sampleSiteUrlWarning('https://example.com/klinika', { fromEnvironment: true })).toContain('zmienna SITE_URL')
  for (const reserved of ['https://www.example.org', 'http://strona.test', 'http://localhost:3000'])
    expect(sampleSiteUrlWarning(reserved), reserved).toBeDefined()
  // Listed in samples.yaml, though a name that could be real.
  expect(sampleSiteUrlWarning('https://przychodnia-wzor.pl', { samples: ['https://przychodnia-wzor.pl/'] })).toBeDefined()
  for (const real of ['https://www.przychodnia.waw.pl', 'https://example.github.io/klinika', 'https://myexample.pl', 'https://testy.pl']) {
    expect(sampleSiteUrlWarning(real, { samples: ['https://przychodnia.example'] }), real).toBeUndefined()
  }
})
