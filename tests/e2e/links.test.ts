import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { pageRoute, servedFile } from '../../lib/build/pageFile.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { builtHtml, contentPages, distDir } from './site.ts'

// Reads the built HTML itself: every internal link must lead to a built page,
// and every #anchor to an element with that id on the target page.

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** The built file a link's path is served from without a redirect, if there is one. */
function linkTarget(pathname: string): string | undefined {
  const file = join(distDir, servedFile(pathname))
  return existsSync(file) ? file : undefined
}

const ids = new Map<string, Set<string>>()
function idsOf(file: string): Set<string> {
  if (!ids.has(file)) ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)))
  return ids.get(file)!
}

test('every internal link and anchor in every built page resolves', () => {
  const broken: string[] = []
  let checked = 0
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8')
    // The address the file is served at: relative links resolve against it.
    const from = pageRoute(relative(distDir, file)) ?? `/${relative(distDir, file)}`
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      if (/^(https?:|mailto:|tel:)/.test(href!)) continue
      checked++
      const url = new URL(href!.replaceAll('&amp;', '&'), `http://site${from}`)
      const target = linkTarget(url.pathname)
      if (!target) broken.push(`${from}: ${href} (no such page)`)
      else if (url.hash && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${from}: ${href} (no element with this id)`)
    }
  }
  expect(broken).toEqual([])
  expect(checked).toBeGreaterThan(500)
})

test('sitemap.xml and robots.txt list every content page, with lastmod from the frontmatter', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs.sort()).toEqual(contentPages.map((page) => `${clinic.siteUrl}${page.route}`).sort())
  const privacy = contentPages.find((page) => page.route === '/polityka-prywatnosci')!
  expect(sitemap).toContain(`<loc>${clinic.siteUrl}/polityka-prywatnosci</loc><lastmod>${privacy.frontmatter.validFrom}</lastmod>`)
  expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${clinic.siteUrl}/sitemap.xml`)
})

test('the site map page lists every content page in its group', () => {
  const html = builtHtml('/mapa-strony')
  for (const page of contentPages) {
    const group = html.slice(html.indexOf(`id="grupa-${page.frontmatter.group}"`))
    const groupEnd = group.indexOf('</section>')
    expect(group.slice(0, groupEnd), `${page.route} in group ${page.frontmatter.group}`).toContain(`href="${page.route}"`)
  }
})
