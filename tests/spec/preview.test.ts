import { describe, expect, test } from 'vitest'
import { listFiles } from '../../lib/content/listFiles.ts'
import { siteIds } from '../../lib/content/reservedIds.ts'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { routeFromContentFile } from '../../lib/content/routes.ts'
import { pageBody, splitFrontmatter } from '../../lib/content/splitFrontmatter.ts'
import { readSource } from '../../lib/content/sourceText.ts'
import { remainingSampleLabels } from '../../lib/data/siteSamples.ts'
import type { Frontmatter } from '../../lib/schemas/frontmatterSchema.ts'
import { baseUrl } from '../e2e/browser.ts'
import { frozenFile, frozenSite } from '../frozenSite.ts'

// The browser editor's preview of a page (lib/cms/preview/) is the page: for
// every page of the frozen site, the preview made from its fields and text is
// the built page's main part (from its header to the end of its text), byte for
// byte but React's text separators.

/** The built page from its header to the end of main, as the visitor gets it. */
async function builtMain(route: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${route}`)).text()
  const start = html.indexOf(`<div id="${siteIds.pageHeader}"`)
  return html.slice(start, html.indexOf('</main>', start))
}

const separators = (html: string) => html.replaceAll('<!-- -->', '')

const pages = listFiles(frozenFile('content'))
  .filter((file) => file.endsWith('.mdx'))
  .map((path) => `content/${path.slice(frozenFile('content').length + 1)}`)

// The spec's build names forms.yaml's form service (tests/frozenBuild.ts): so does the preview, whatever the shell sets, as the site's data reads it when the module loads.
delete process.env.FORM_ENDPOINT
const { renderPagePreview } = await import('../../renderer/preview/renderPagePreview.tsx')

describe('the preview of each page is the built page', () => {
  const sitePages = readContentPages(frozenSite)
  // The samples still standing, as /admin/'s build hands them to the preview (lib/cms/preview/buildPreview.ts).
  const sampleLabels = remainingSampleLabels(frozenSite)
  test.each(pages)('%s', async (file) => {
    const text = readSource(`${frozenSite}/${file}`)
    const fields = splitFrontmatter(text).data as Partial<Frontmatter>
    expect(separators(renderPagePreview(fields, pageBody(text), sitePages, sampleLabels))).toBe(separators(await builtMain(routeFromContentFile(file))))
  })
})
