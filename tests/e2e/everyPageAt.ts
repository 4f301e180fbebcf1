import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clinic } from '../../lib/data/siteData.ts'
import { pageJavaScript } from '../../scripts/pageJavaScript.ts'
import { axeViolations } from './axeViolations.ts'
import { openPage } from './browser.ts'
import { builtHtml, contentPages, distDir } from './site.ts'

function expectedTitle(page: (typeof contentPages)[number]): string {
  return page.frontmatter.layout === 'home' ? `${clinic.name} | ${clinic.address.city}` : `${page.frontmatter.title} | ${clinic.shortName}`
}

/**
 * Every page of the build at one width: status, title, one h1, no axe
 * violation, no sideways scroll, exactly the JavaScript the budget counts, no
 * console error. pages.test.ts runs it at 1280 px and pagesMobile.test.ts at
 * 375 px: two files, so that the two widths run side by side on the two test
 * workers instead of one after the other at the end of the run (vitest starts
 * small files last; issue 41).
 */
export function everyPageAt(viewport: NonNullable<BrowserContextOptions['viewport']>, browser: () => Browser): void {
  describe(`every page at ${viewport.width} px`, () => {
    // One visitor (a cookie choice made) opening every page in its own tab: a context per page
    // cost about a quarter of the time (issue 41). Each tab records its own errors; the scripts a
    // page asks for are reported from the browser's cache too, so the JavaScript check is the same.
    let context: BrowserContext
    beforeAll(async () => {
      const first = await openPage(browser(), { viewport })
      context = first.page.context()
      await first.page.close()
    })
    afterAll(() => context?.close())

    test.each(contentPages.map((page) => [page.route, page] as const))('%s', async (route, content) => {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      const response = await page.goto(route, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      await expect(page.title()).resolves.toBe(expectedTitle(content))
      const headings = await page.locator('h1').allInnerTexts()
      expect(headings).toEqual([content.frontmatter.title])

      await expect(axeViolations(page)).resolves.toEqual([])

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0)

      // The browser fetches exactly the JavaScript the budget script counts: no React without an
      // island. Islands hydrate near the screen, so each is scrolled to first.
      for (const island of await page.locator('[data-island]').all()) {
        await island.scrollIntoViewIfNeeded()
        await page.waitForFunction((element) => element?.getAttribute('data-hydrated') === 'true', await island.elementHandle())
      }
      const { files } = pageJavaScript(distDir, builtHtml(route))
      expect([...new Set(scripts)].sort()).toEqual(files)
      expect(errors).toEqual([])
      await page.close()
    })
  })
}
