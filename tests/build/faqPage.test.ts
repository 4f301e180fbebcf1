import { pageFile } from '../../lib/build/pageFile.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, inject, test } from 'vitest'
import { parse } from 'yaml'
import { faqSchema } from '../../lib/schemas/faqSchema.ts'
import { builtFaqQuestions, builtIds, builtOutline, builtQuickLinks, expectedOutline, expectedQuickLinks } from '../builtFaq.ts'

// /faq built from the frozen site: its questions are entries of faq.yaml, placed by faq.mdx
// (lib/content/faqQuestions.ts). The page shows each under its category's heading with the id
// links use, the quick links of the ticked ones, the FAQ structured data, and every link of the
// site to /faq#… reaches an id of the page. (tests/unit/content/faqQuestions.test.ts: the compiler gets
// the page exactly as it was typed by hand before the questions moved to faq.yaml.)
// Read off the suite's shared build of the frozen site (tests/frozenBuild.ts).

const { root, client } = inject('frozenBuild')

const read = (file: string) => readFileSync(join(root, file), 'utf8')

test("/faq shows faq.yaml's questions under their categories, with their anchors, quick links and structured data", () => {
  const page = read('content/faq.mdx')
  const { questions } = faqSchema.parse(parse(read('content/data/faq.yaml')))
  const html = readFileSync(join(client, pageFile('/faq')), 'utf8')
  const outline = expectedOutline(page, questions)
  expect(outline.filter((heading) => heading.level === 3)).toHaveLength(questions.length)
  expect(builtOutline(html)).toEqual(outline)
  const quickLinks = expectedQuickLinks(page, questions)
  expect(quickLinks.length).toBeGreaterThan(0)
  expect(builtQuickLinks(html)).toEqual(quickLinks)
  // Every question answered in words is in the structured data, in the page's order.
  const structured = builtFaqQuestions(html)
  expect(structured).toEqual(outline.filter((heading) => heading.level === 3 && structured.includes(heading.text)).map((heading) => heading.text))
  expect(structured.length).toBeGreaterThan(questions.length / 2)
})

test('every link of the built site to /faq#… reaches an id of /faq', () => {
  const ids = builtIds(readFileSync(join(client, pageFile('/faq')), 'utf8'))
  const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const links = pages.flatMap((file) => {
    const html = readFileSync(join(client, file), 'utf8')
    const own = file === pageFile('/faq') ? [...html.matchAll(/href="#([^"]+)"/g)] : []
    return [...[...html.matchAll(/href="\/faq#([^"]+)"/g)], ...own].map((match) => ({ file, id: match[1]! }))
  })
  expect(links.filter((link) => link.file !== pageFile('/faq')).length).toBeGreaterThan(0)
  expect(links.filter((link) => !ids.has(link.id))).toEqual([])
})
