import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readContentPages } from '../../../lib/content/readContentPages.ts'
import { robotsTxt, sitemapXml } from '../../../lib/content/sitemapXml.ts'

test('a new content file appears in sitemap.xml, with lastmod from its frontmatter', () => {
  const pages = readContentPages(join(import.meta.dirname, '../../fixtures/valid'))
  expect(sitemapXml(pages, 'https://przychodnia.example')).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><loc>https://przychodnia.example/</loc></url>',
      '  <url><loc>https://przychodnia.example/szukaj</loc></url>',
      '  <url><loc>https://przychodnia.example/uslugi</loc></url>',
      '  <url><loc>https://przychodnia.example/uslugi/nowa-usluga</loc><lastmod>2026-11-01</lastmod></url>',
      '</urlset>',
      '',
    ].join('\n'),
  )
})

test('robots.txt points to the sitemap', () => {
  expect(robotsTxt('https://przychodnia.example')).toContain('Sitemap: https://przychodnia.example/sitemap.xml')
})
