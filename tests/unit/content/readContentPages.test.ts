import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readContentPages } from '../../../lib/content/readContentPages.ts'

test('every content file becomes a route with its frontmatter, sorted by address', () => {
  const pages = readContentPages(join(import.meta.dirname, '../../fixtures/valid'))
  expect(pages.map((page) => page.route)).toEqual(['/', '/szukaj', '/uslugi', '/uslugi/nowa-usluga'])
  expect(pages[3]!.frontmatter).toMatchObject({ group: 'uslugi', order: 2, layout: 'page', lastReviewed: '2026-11-01' })
})

test('the real site has at least the 27 routes of the specification', () => {
  expect(readContentPages(process.cwd()).length).toBeGreaterThanOrEqual(27)
})

test("a page's lead and description as the page shows them: {godziny:ID} filled from clinic.yaml", () => {
  const lab = readContentPages(process.cwd()).find((page) => page.route === '/badania-laboratoryjne')!
  expect(lab.frontmatter.lead).toContain('od poniedziałku do piątku w godzinach 7:00–11:00')
  expect(`${lab.frontmatter.description} ${lab.frontmatter.lead}`).not.toContain('{')
})
