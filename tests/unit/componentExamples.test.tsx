import { createRequire } from 'node:module'
import { JSDOM } from 'jsdom'
import { createProcessor, run } from '@mdx-js/mdx'
import type { ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { componentNames, componentRegistry } from '../../lib/content/componentRegistry.ts'
import { placesFaqQuestions, readFaqQuestions, withFaqQuestions } from '../../lib/content/faqQuestions.ts'
import { mdxOptions } from '../../lib/content/mdxCompiler.ts'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { remainingSampleLabels } from '../../lib/data/siteSamples.ts'
import { previewComponents } from '../../renderer/preview/previewComponents.tsx'
import { AXE_TAGS } from '../axeTags.ts'
import { frozenSite } from '../frozenSite.ts'
import { check, layoutWarning, newPage } from './checkHelpers.ts'

// Each component's example (components/mdx/<Name>/<Name>.entry.ts), which the
// editors' reference docs/edycja/znaczniki.md shows them, is proved to work the
// way the check rules' examples are (tests/unit/check/rules.test.ts): compiled as
// a page is (the site's MDX dialect, the FAQ's questions put in), rendered with
// the site's components and the frozen site's data (tests/fixtures/site), then
// checked by axe at the WCAG levels of the browser tests.

const processor = createProcessor({ ...mdxOptions, outputFormat: 'function-body' })
// The site's components (renderer/textComponents.tsx) with the site map of the frozen site's pages, assembled as the
// editor's preview does: renderer/mdxComponents.tsx reads the pages through Vite's glob of content/, which unit tests lack.
const components = previewComponents(readContentPages(frozenSite), remainingSampleLabels())
const faqQuestions = readFaqQuestions(frozenSite)

/** The HTML an example's text renders to on a page; throws as the build would. */
async function exampleHtml(example: string): Promise<string> {
  const text = placesFaqQuestions(example) ? withFaqQuestions(example, faqQuestions) : example
  const { default: Content } = (await run(String(await processor.process(text)), { ...runtime, baseUrl: import.meta.url })) as {
    default: ComponentType<{ components: typeof components }>
  }
  return renderToStaticMarkup(<Content components={components} />)
}

// axe needs a DOM: jsdom's, one without layout, in a window of its own, so this process's globals
// (which other unit test files in the same worker rely on: isolate: false) stay untouched.
const require = createRequire(import.meta.url)
const { source: axeSource } = require('axe-core') as { source: string }

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[]
}

/** axe's violations of `html` placed in a page's main (lang="pl", a title, an h1), as "rule: what (element)". */
async function axeViolations(html: string): Promise<string[]> {
  const { window } = new JSDOM(
    `<!doctype html><html lang="pl"><head><title>Przykład</title></head><body><main id="tresc"><h1>Przykład</h1>${html}</main></body></html>`,
    { url: 'https://example.org/przyklad', runScripts: 'outside-only' },
  )
  window.eval(axeSource)
  const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResult> } }).axe
  const result = await axe.run(window.document, {
    preload: false,
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: AXE_TAGS },
    // Without layout (no computed colours, sizes or positions) these cannot judge anything: the browser
    // tests (tests/e2e/pages.test.ts and friends) run them on the built pages.
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  })
  window.close()
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(' ')})`))
}

describe.each(componentNames.map((name) => [name, componentRegistry[name].example] as const))('the example of <%s>', (_, example) => {
  test('renders as a page would, to HTML without axe violations', async () => {
    const html = await exampleHtml(example)
    expect(html.trim(), example).not.toBe('')
    expect(await axeViolations(html), example).toEqual([])
  })
})

test('a broken example fails: a value the data lacks, or markup axe refuses', async () => {
  await expect(exampleHtml('<Price id="nie-ma-takiej-ceny" />')).rejects.toThrow('nie-ma-takiej-ceny')
  // A card whose title, the link's only text, is empty: a link without a name.
  expect(await axeViolations(await exampleHtml('<Cards>\n  <Card title="" href="/szczepienia">Opis.</Card>\n</Cards>'))).toEqual([
    expect.stringMatching(/^link-name: /),
  ])
})

test('every example passes the content check: its attributes and values are the registry’s, for the frozen site’s data', () => {
  const lines = check(newPage(...componentNames.map((name) => `\n${componentRegistry[name].example}\n`)))
  // The page is a test's, not written by the browser editor: the check's warning on its layout is beside the point.
  expect(lines.filter((line) => line.includes('nowa-strona') && !line.endsWith(layoutWarning))).toEqual([])
})
