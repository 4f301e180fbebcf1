import { expect, test } from 'vitest'
import { mdxProcessor } from '../../../lib/content/mdxCompiler.ts'

// <PageSections /> lists the page's own h2 sections, from its headings (issue 42: /cennik on a phone).
test('links to every h2 of the page by its id, in order; h3 and text are not listed', async () => {
  const text = ['<PageSections />', '', 'Wstęp.', '', '## Szczepienia', '', '### Dzieci', '', '## Badania laboratoryjne', '', '## Szczepienia'].join('\n')
  const code = String(await mdxProcessor.process(text))
  const links = [...code.matchAll(/href: "([^"]+)",\s*children: "([^"]+)"/g)].map((match) => [match[1], match[2]])
  expect(links).toEqual([
    ['#szczepienia', 'Szczepienia'],
    ['#badania-laboratoryjne', 'Badania laboratoryjne'],
    ['#szczepienia-2', 'Szczepienia'],
  ])
  expect(code).toContain('"aria-labelledby": "spis-sekcji"')
  expect(code).not.toContain('PageSections')
})
