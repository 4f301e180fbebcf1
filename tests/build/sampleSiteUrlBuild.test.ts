import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import { buildSiteOutput } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// A production build as a host runs it (CI set, dist/client) of the frozen
// test site, whose siteUrl is still the sample: it warns in Polish, names the
// field, shows on a GitHub Actions run's page, and still builds.
// (Which builds warn at all: tests/unit/build/sampleSiteUrl.test.ts.)
const { root, remove } = copyProject('clinic-sample-url-')
const configured = (parse(readFileSync(join(root, 'content/data/clinic.yaml'), 'utf8')) as { siteUrl: string }).siteUrl
let output: string

beforeAll(async () => {
  output = (await buildSiteOutput('dist', { CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'push', GITHUB_STEP_SUMMARY: '' }, root)).output
}, 180_000)

afterAll(remove)

test('a production build for the sample address warns, naming siteUrl in clinic.yaml, and on the run page', () => {
  const warning = `Uwaga: strona jest budowana do publikacji pod przykładowym adresem ${configured} (pole siteUrl w pliku content/data/clinic.yaml).`
  expect(output).toContain(warning)
  expect(output).toContain(`::warning title=Przykładowy adres strony::${warning}`)
  expect(readFileSync(join(root, 'dist/client/sitemap.xml'), 'utf8')).toContain(configured)
})
