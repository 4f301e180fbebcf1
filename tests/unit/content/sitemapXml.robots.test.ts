import { expect, test } from 'vitest'
import { robotsTxt } from '../../../lib/content/sitemapXml.ts'

test('the published site lets every crawler in and names its sitemap', () => {
  expect(robotsTxt('https://przychodnia.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://przychodnia.example/sitemap.xml\n')
  expect(robotsTxt('https://przychodnia.example', { preview: false })).toBe(robotsTxt('https://przychodnia.example'))
})

test('a preview turns every crawler away and names no sitemap', () => {
  const robots = robotsTxt('https://przychodnia.example', { preview: true })
  expect(robots).toBe('User-agent: *\nDisallow: /\n')
  expect(robots).not.toContain('Sitemap')
})
