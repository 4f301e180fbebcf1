import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clinic, consentTexts } from '../../lib/data/siteData.ts'
import { AXE_TAGS, baseUrl, launchBrowser, MOBILE, openPage } from './browser.ts'
import { bannerLocator, firstVisit, settingsLocator } from './consentBanner.ts'
import { contentPages } from './site.ts'

// Consent where the content decides (a file of tests/e2e/contentSuites.ts): the banner's words
// from consent.yaml (its two choices equally prominent, axe in both views), the map on the pages
// that show it, and no page of the site asking another host for anything before a choice. The
// banner's own behaviour, the same whatever its words, is in consent.test.ts.

const { banner, settings } = consentTexts

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe("the banner's words", () => {
  test('accept and reject are equally prominent', async () => {
    const { page, close } = await firstVisit(browser)
    const style = (name: string) =>
      bannerLocator(page)
        .getByRole('button', { name, exact: true })
        .evaluate((button) => {
          const css = getComputedStyle(button)
          return [button.className, css.fontSize, css.fontWeight, css.backgroundColor, button.getBoundingClientRect().height]
        })
    expect(await style(banner.acceptAll)).toEqual(await style(banner.rejectAll))
    await close()
  })

  test.each([
    ['1280 px', {}],
    ['375 px', { viewport: MOBILE }],
  ])('axe finds no violation in either view at %s', async (_width, viewport) => {
    const { page, close } = await firstVisit(browser, '/', viewport)
    const simple = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(simple.violations.map((violation) => violation.id)).toEqual([])
    await page.getByRole('button', { name: banner.customize }).click()
    await settingsLocator(page).waitFor()
    const detail = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(detail.violations.map((violation) => violation.id)).toEqual([])
    await close()
  })
})

describe('the embedded map', () => {
  async function openMapPage(path: string, firstVisitPage = true) {
    const opened = await openPage(browser, { firstVisit: firstVisitPage })
    const mapRequests: string[] = []
    // The maps service is not reachable here: answer for it, and count what was asked.
    await opened.page.route('https://www.google.com/**', (route) => {
      mapRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<p>mapa</p>' })
    })
    await opened.page.goto(path)
    return { ...opened, mapRequests }
  }

  test("shows a placeholder until 'Pokaż mapę' is pressed, then loads the embed", async () => {
    const { page, mapRequests, close } = await openMapPage('/kontakt', false)
    const placeholder = page.locator('.map-embed__placeholder')
    await expect(placeholder.innerText()).resolves.toContain(consentTexts.map.text)
    await expect(page.locator('.map-embed a', { hasText: 'Jak dojechać' }).getAttribute('href')).resolves.toBe(clinic.maps.directionsUrl)
    await page.waitForTimeout(500)
    expect(mapRequests).toEqual([])
    await page.getByRole('button', { name: consentTexts.map.show }).click()
    const frame = page.locator('iframe.map-embed__frame')
    await expect(frame.getAttribute('src')).resolves.toBe(clinic.maps.embedUrl)
    await expect(frame.getAttribute('title')).resolves.toBe(consentTexts.map.frameTitle)
    await expect.poll(() => mapRequests.length).toBe(1)
    await close()
  })

  test('loads by itself once functional cookies are allowed, and on later visits', async () => {
    const { page, mapRequests, close } = await openMapPage('/o-nas')
    await bannerLocator(page).waitFor()
    expect(mapRequests).toEqual([])
    await page.getByRole('button', { name: banner.customize }).click()
    await page.getByRole('switch', { name: consentTexts.categories.functional.label }).click()
    await page.getByRole('button', { name: settings.save }).click()
    await page.locator('iframe.map-embed__frame').waitFor()
    await page.goto('/kontakt')
    await page.locator('iframe.map-embed__frame').waitFor()
    await close()
  })
})

describe('preferences without a consent record count for nothing', () => {
  // A page with the map, whichever the content puts it on.
  const mapPage = contentPages.find(({ file }) => readFileSync(file, 'utf8').includes('<MapEmbed'))

  test.each([
    ['alone', undefined],
    ["beside 'rejected'", 'rejected'],
  ])('everything allowed in cookie-preferences %s: no map or analytics request, the map stays a placeholder', async (_case, consent) => {
    expect(mapPage, 'no content page shows <MapEmbed />').toBeDefined()
    const { page, close } = await openPage(browser, { firstVisit: true, bypassCSP: true })
    const everything = encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: true, functional: true }))
    await page
      .context()
      .addCookies([
        { name: 'cookie-preferences', value: everything, url: baseUrl() },
        ...(consent ? [{ name: 'cookie-consent', value: consent, url: baseUrl() }] : []),
      ])
    const thirdParty: string[] = []
    for (const host of ['https://www.google.com/**', 'https://www.googletagmanager.com/**']) {
      await page.route(host, (route) => {
        thirdParty.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '' })
      })
    }
    // As a build with an analytics ID would render the page (see the analytics test above).
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const mount = document.getElementById('zgoda-cookies')
        if (!mount) return
        mount.dataset.analyticsId = 'G-TEST123'
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(mapPage!.route)
    // The consent module has run once it has either offered 'Pokaż mapę' (hidden until then) or
    // loaded the map, and has told Consent Mode the choice: a tag would have been added in that same run.
    await page.locator('[data-map-show]:visible, iframe.map-embed__frame').first().waitFor()
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as ArrayLike<unknown>)[1] === 'update'))).toBe(true)
    const updates = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'consent' && entry[1] === 'update'),
    )
    expect(updates).toEqual([
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ])
    await expect(page.locator('iframe.map-embed__frame').count()).resolves.toBe(0)
    await expect(page.locator('.map-embed__placeholder').count()).resolves.toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: consentTexts.map.show }).first().isVisible()).resolves.toBe(true)
    await expect(page.locator('script#analityka').count()).resolves.toBe(0)
    // Without a choice on record the banner still asks; after 'rejected' it does not.
    if (!consent) await bannerLocator(page).waitFor()
    await page.goto('/polityka-cookies')
    // The panel's script shows 'Zmień ustawienia' after it has filled in the categories.
    await page.getByRole('button', { name: consentTexts.panel.change }).waitFor()
    for (const category of ['analytics', 'marketing', 'functional']) {
      await expect(page.locator(`[data-category="${category}"]`).innerText()).resolves.toBe(consentTexts.panel.off)
    }
    expect(thirdParty).toEqual([])
    await close()
  })
})

test('on a fresh profile no page requests anything from another host before a choice', async () => {
  const { page, close } = await openPage(browser, { firstVisit: true })
  const site = new URL(baseUrl()).host
  const offenders: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.host !== site) offenders.push(`${page.url()} -> ${request.url()}`)
  })
  for (const { route } of contentPages) {
    await page.goto(route, { waitUntil: 'load' })
  }
  // The last page waits for its banner: the banner itself asks no one else either.
  await bannerLocator(page).waitFor()
  expect(offenders).toEqual([])
  await close()
})
