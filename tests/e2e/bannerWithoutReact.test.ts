import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { consentTexts } from '../../lib/data/siteData.ts'
import { pageJavaScript } from '../../scripts/pageJavaScript.ts'
import { launchBrowser, openPage } from './browser.ts'
import { builtHtml, distDir } from './site.ts'

// The banner is in every page's HTML (components/consent/CookieBanner.tsx) and
// comes alive through the entry script (cookieBanner.client.ts), so a first visit to a
// page without islands must not fetch React (core or DOM) for it, as the island once did.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const ROUTE = '/historia'

test('a first visit to a page without islands shows the banner and stores a choice without fetching React', async () => {
  const html = builtHtml(ROUTE)
  const own = pageJavaScript(distDir, html)
  expect(own.islands).toEqual([])
  // The banner's texts travel as HTML in an inert <template>, not as JSON for a component.
  expect(html).toMatch(/<template id="zgoda-cookies"[^>]*><section class="cookie-banner"/)
  expect(html).not.toContain('data-props')
  // Not a line of React among the page's own scripts either (React 19 marks its elements with this symbol).
  for (const file of own.files) expect(readFileSync(join(distDir, file), 'utf8'), file).not.toContain('react.transitional.element')
  // What the hydrator fetches for an island on top of the page's own scripts: React DOM
  // and the island's chunk. None of it may be requested here.
  const forIsland = pageJavaScript(distDir, `${html}<div data-island="forms/ContactForm"></div>`).files.filter((file) => !own.files.includes(file))
  expect(forIsland.length).toBeGreaterThan(0)

  const { page, errors, close } = await openPage(browser, { firstVisit: true })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // The clock stands still from before the page loads; only runFor moves it.
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto(ROUTE)
  await page.clock.runFor(900)
  await expect(page.locator('.cookie-banner').count()).resolves.toBe(0)
  await page.clock.runFor(200)
  const banner = page.getByRole('region', { name: consentTexts.banner.title })
  await banner.waitFor()
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('cookie-banner-tytul')

  await banner.getByRole('button', { name: consentTexts.banner.acceptAll }).click()
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('accepted')
  const preferences = cookies.find((cookie) => cookie.name === 'cookie-preferences')!.value
  expect(JSON.parse(decodeURIComponent(preferences))).toEqual({ necessary: true, analytics: true, marketing: true, functional: true })
  await expect(page.locator('.cookie-banner').count()).resolves.toBe(0)

  // Give a late dynamic import the time to show up before counting.
  await page.waitForTimeout(500)
  expect([...new Set(scripts)].sort()).toEqual(own.files)
  expect(scripts.filter((file) => forIsland.includes(file))).toEqual([])
  expect(errors).toEqual([])
  await close()
})
