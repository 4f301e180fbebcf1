import { pageFile, pageRoute } from '../../lib/build/pageFile.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { routeFromContentFile } from '../../lib/content/routes.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { headersForPath } from '../../lib/security/securityHeaders.ts'
import { readDataFile } from '../../lib/data/readDataFile.ts'
import { clinicSchema } from '../../lib/schemas/clinicSchema.ts'
import { buildSite } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'
import { BUILD_DATE } from '../frozenBuildDate.ts'

// The real site built as a host would for a pull request's preview and for
// publishing, and what each build wrote: the preview built here, once, before
// the tests; the production build is the suite's shared build of the frozen
// site (tests/frozenBuild.ts), for whose day the preview is built.
// The copy carries the frozen test site, whose data the imports above read too.
const { root, remove } = copyProject('clinic-preview-')
const production = inject('frozenBuild')
/** Each build's folder of static files. */
const builds = { preview: join(root, 'dist/preview-test/client'), production: production.client } as const
/** Each build's folder, as the project it was built in names it. */
const dists = { preview: 'dist/preview-test', production: relative(production.root, production.client) } as const

/** The site's pages of a build (not the 404 page or the editor's), by the address each is served at. */
function builtPages(client: string): Map<string, string> {
  const routes = readdirSync(client, { recursive: true, encoding: 'utf8' }).flatMap((file) => pageRoute(file) ?? [])
  return new Map(routes.map((route) => [route, readFileSync(join(client, pageFile(route)), 'utf8')]))
}

// The browser editor (lib/cms/adminFiles.ts) is built into /admin/: an HTML page, but none of the site's.
const adminPage = (client: string) => readFileSync(join(client, 'admin/index.html'), 'utf8')

/** The headers a host sends for `path` by a build's _headers. */
const servedHeaders = (client: string, path: string) => headersForPath(readFileSync(join(client, '_headers'), 'utf8'), path)

const contentFiles = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `content/${file}`)

const noindex = '<meta name="robots" content="noindex, nofollow"/>'
const editLink = /<a class="preview-bar__edit" href="([^"]+)">Edytuj tę stronę<\/a>/
// Netlify names the pull request's branch in HEAD: the edit links open the files there.
const editBase = `${clinic.repository}/edit/zmiana-cennika/`

beforeAll(async () => {
  await buildSite(dists.preview, { SITE_ENV: 'preview', HEAD: 'zmiana-cennika', BUILD_DATE }, root)
})

afterAll(remove)

describe('a preview build (SITE_ENV=preview)', () => {
  test('builds one page per content file, and the editor', () => {
    expect([...builtPages(builds.preview).keys()].sort()).toEqual(contentFiles.map(routeFromContentFile).sort())
    expect(adminPage(builds.preview)).toContain('<html')
  })

  test('every page is kept out of search engines and shows the bar with a link to its own file', () => {
    for (const [route, html] of builtPages(builds.preview)) {
      expect(html, route).toContain(noindex)
      expect(html, route).toContain('<html class="preview" lang="pl">')
      expect(html, route).toContain('<strong>Podgląd zmian</strong><span class="preview-bar__detail"> — ta wersja strony nie jest opublikowana</span>')
      const href = html.match(editLink)?.[1]
      expect(href, route).toBeDefined()
      expect(href!.startsWith(editBase), route).toBe(true)
      const file = href!.slice(editBase.length)
      expect(contentFiles, route).toContain(file)
      expect(routeFromContentFile(file), route).toBe(route)
    }
  })

  test.each([
    ['/', 'content/index.mdx'],
    ['/cennik', 'content/cennik.mdx'],
    ['/szczepienia/podroze', 'content/szczepienia/podroze.mdx'],
  ])('%s links to %s', (route, file) => {
    expect(builtPages(builds.preview).get(route)?.match(editLink)?.[1]).toBe(`${editBase}${file}`)
  })

  test('the 404 page is marked too and links to the file with its words', () => {
    const html = readFileSync(join(builds.preview, '404.html'), 'utf8')
    expect(html).toContain(noindex)
    expect(html.match(editLink)?.[1]).toBe(`${editBase}content/data/errorPages.yaml`)
  })

  test('robots.txt turns every crawler away', () => {
    expect(readFileSync(join(builds.preview, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')
  })
})

describe('a production build (no SITE_ENV)', () => {
  test('no page has the noindex tag or the bar', () => {
    const pages = builtPages(builds.production)
    expect([...pages.keys()].sort()).toEqual(contentFiles.map(routeFromContentFile).sort())
    pages.set('/404.html', readFileSync(join(builds.production, '404.html'), 'utf8'))
    for (const [route, html] of pages) {
      expect(html, route).not.toContain('name="robots"')
      expect(html, route).toContain('<html lang="pl">')
      expect(html, route).not.toContain('class="preview-bar"')
      expect(html, route).not.toContain('Podgląd zmian')
      expect(html, route).not.toContain('Edytuj tę stronę')
    }
  })

  test('robots.txt lets crawlers in and names the sitemap', () => {
    const robots = readFileSync(join(builds.production, 'robots.txt'), 'utf8')
    expect(robots).toContain('Allow: /')
    expect(robots).not.toContain('Disallow')
    // The frozen site's address (siteUrl() reads the clinic's live clinic.yaml from the working folder).
    expect(robots).toContain(`Sitemap: ${readDataFile(root, 'clinic.yaml', clinicSchema).siteUrl}/sitemap.xml`)
  })
})

test('git ignores both build folders', () => {
  // Read from .gitignore rather than asked of `git check-ignore`, so that a
  // copy of the repository without .git (downloaded as a ZIP) passes too: each
  // build lies in a top folder that .gitignore names, and nothing un-ignores it.
  const lines = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
  for (const dist of Object.values(dists)) {
    const top = dist.split('/')[0]!
    expect(
      lines.some((line) => [top, `${top}/`, `/${top}`, `/${top}/`].includes(line)),
      dist,
    ).toBe(true)
    expect(
      lines.filter((line) => line.startsWith('!')),
      dist,
    ).toEqual([])
  }
})

test('only a preview sends X-Robots-Tag: noindex from _headers for the site, for hosts that read it', () => {
  // Every page of the site, and what else it serves: the /admin/ rule's header (next test) must not reach them.
  const paths = (client: string) => [...builtPages(client).keys(), '/404.html', '/robots.txt', '/sitemap.xml', '/assets/page.js']
  for (const path of paths(builds.preview)) expect(servedHeaders(builds.preview, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
  for (const path of paths(builds.production)) expect(servedHeaders(builds.production, path), path).not.toHaveProperty('X-Robots-Tag')
})

test.each(Object.entries(builds))('/admin/ (the editor) is always kept out of search engines: the %s build', (_, client) => {
  const html = adminPage(client)
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/)
  for (const path of ['/admin/', '/admin/index.html', '/admin/config.yml']) expect(servedHeaders(client, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
})
