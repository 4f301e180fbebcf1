import type { AddressInfo } from 'node:net'
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { errorPages, forms } from '../../lib/data/siteData.ts'
import { SEARCH_SENTENCE, SUGGESTION_SENTENCE } from '../../components/notFound/suggestionSentence.ts'
import { SEARCH_ROUTE } from '../../lib/search/searchIndexData.ts'
import { buildSite } from '../buildSite.ts'
import { crawlOnHosts } from '../hosting/crawlOnHosts.ts'
import { launchBrowser, openPage } from './browser.ts'
import { clearSubmissions, formServiceUrl, nextWeekday, submissions } from './formService.ts'
import { contentPages } from './site.ts'
import { allTests, expectedNames, probe } from './labProbe.ts'

// The site as GitHub Pages publishes a project site: built with
// SITE_URL=https://example.github.io/klinika/ and served under /klinika/ with
// nothing at the root (tests/build/siteUrlBuild.test.ts compares the files).
// Every page of its sitemap is opened; no request, link or form may leave
// /klinika/, and no response may fail.
const SITE_URL = 'https://example.github.io/klinika/'
const BASE = '/klinika/'
const DIST = 'dist/subpath-test'

let server: Server
let client: string
let origin: string
let browser: Browser

beforeAll(async () => {
  // The test build's settings (forms post to the local form service), plus the address.
  client = await buildSite(DIST, { SITE_URL, FORM_ENDPOINT: formServiceUrl() })
  server = createStaticServer(client, { base: BASE })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  rmSync(DIST, { recursive: true, force: true })
})

beforeEach(clearSubmissions)

/** A visitor with a cookie choice made, on the project site. */
const visit = (options: Parameters<typeof openPage>[1] = {}) => openPage(browser, { baseURL: origin, ...options })

/** Whether an address belongs to the site, served here or as published. */
const sameSite = (url: URL) => url.origin === origin || url.origin === new URL(SITE_URL).origin
const underBase = (url: URL) => url.pathname.startsWith(BASE)

/** Records every request that leaves /klinika/ and every response that fails, with the page it came from. */
function watch(page: Page) {
  const problems: string[] = []
  const at = () => page.url()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:') return
    if (!(url.origin === origin && underBase(url))) problems.push(`${at()}: request outside ${BASE}: ${request.url()}`)
  })
  page.on('response', (response) => {
    // The missing page's own 404 is what the 404 test asks for; nothing else may fail.
    if (response.status() >= 400 && !response.url().includes('nie-ma-takiej-strony')) problems.push(`${at()}: ${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    // Aborted: the test went on to the next page before the browser had it (the favicon, on a busy
    // machine). Not the site's failure; every address a page names is fetched and must answer 200 below.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`${at()}: failed ${request.url()} (${request.failure()?.errorText})`)
  })
  return problems
}

/** Brings every island near the screen and waits until each is live, so that whatever they load is loaded. */
async function allIslandsLive(page: Page) {
  for (const island of await page.locator('[data-island]').all()) await island.scrollIntoViewIfNeeded()
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.hydrated === 'true'))
}

/**
 * Every address the page names: links, form targets, stylesheets, icons,
 * scripts, images, frames, the Open Graph and canonical addresses, the
 * addresses inside JSON-LD, and the same in the cookie banner's <template>.
 */
function addressesOnPage(page: Page): Promise<{ where: string; url: string }[]> {
  return page.evaluate(() => {
    const found: { where: string; url: string }[] = []
    const roots: ParentNode[] = [document, ...[...document.querySelectorAll('template')].map((template) => template.content)]
    const attributes = [
      ['a[href]', 'href'],
      ['area[href]', 'href'],
      ['link[href]', 'href'],
      ['form[action]', 'action'],
      ['button[formaction]', 'formaction'],
      ['script[src]', 'src'],
      ['img[src]', 'src'],
      ['iframe[src]', 'src'],
      ['source[src]', 'src'],
      ['meta[property^="og:"][content^="http"]', 'content'],
    ] as const
    for (const root of roots) {
      for (const [selector, attribute] of attributes) {
        for (const element of root.querySelectorAll(selector)) {
          const value = element.getAttribute(attribute)!
          found.push({ where: `<${element.tagName.toLowerCase()} ${attribute}="${value}">`, url: new URL(value, document.baseURI).href })
        }
      }
      // The noscript stylesheet is text inside <noscript> while scripts run.
      for (const noscript of root.querySelectorAll('noscript')) {
        for (const match of noscript.textContent!.matchAll(/(?:href|src)="([^"]+)"/g))
          found.push({ where: '<noscript>', url: new URL(match[1]!, document.baseURI).href })
      }
    }
    const walk = (value: unknown): void => {
      if (typeof value === 'string' && /^https?:\/\//.test(value)) found.push({ where: 'JSON-LD', url: value })
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item)
    }
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) walk(JSON.parse(script.textContent!))
    return found
  })
}

test('nothing is served at the root, so whatever the site asks for there fails', async () => {
  const root = await fetch(`${origin}/`)
  expect(root.status).toBe(404)
  await expect(root.text()).resolves.not.toContain('<html')
  await expect(fetch(`${origin}/kontakt`).then((response) => response.status)).resolves.toBe(404)
  await expect(fetch(`${origin}${BASE}kontakt`).then((response) => response.status)).resolves.toBe(200)
})

test(`every page of the sitemap loads under ${BASE} and names nothing of the site outside it`, async () => {
  const sitemap = await (await fetch(`${origin}${BASE}sitemap.xml`)).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(locations).toHaveLength(contentPages.length)
  for (const location of locations) expect(location.startsWith(SITE_URL), location).toBe(true)

  const { page, errors, close } = await visit()
  const problems = watch(page)
  const targets = new Set<string>()
  for (const location of locations) {
    const address = location.replace(new URL(SITE_URL).origin, origin)
    const response = await page.goto(address)
    expect(response?.status(), address).toBe(200)
    await allIslandsLive(page)
    for (const { where, url } of await addressesOnPage(page)) {
      const parsed = new URL(url)
      if (!sameSite(parsed)) continue
      if (!underBase(parsed)) problems.push(`${address}: ${where} leaves ${BASE}`)
      // Canonical, Open Graph and JSON-LD addresses name the published host: asked for here.
      else targets.add(`${origin}${parsed.pathname}${parsed.search}`)
    }
  }
  // Every address of the site a page names answers: pages, assets, icons, the manifest, the sitemap.
  for (const target of targets) {
    const response = await fetch(target)
    if (response.status !== 200) problems.push(`${target}: ${response.status}`)
  }
  expect(problems).toEqual([])
  expect(errors).toEqual([])
  expect(targets.size).toBeGreaterThan(locations.length)
  await close()
})

test('the manifest, robots.txt and _headers name the paths below the base', async () => {
  const manifest = (await (await fetch(`${origin}${BASE}manifest.webmanifest`)).json()) as { start_url: string; icons: { src: string }[] }
  expect(manifest.start_url).toBe(BASE)
  for (const icon of manifest.icons)
    await expect(
      fetch(`${origin}${icon.src}`).then((response) => response.status),
      icon.src,
    ).resolves.toBe(200)
  await expect((await fetch(`${origin}${BASE}robots.txt`)).text()).resolves.toBe(`User-agent: *\nAllow: ${BASE}\n\nSitemap: ${SITE_URL}sitemap.xml\n`)
  // The host's rules apply below the base: the security headers on a page, a year's cache on the assets.
  const pageHeaders = (await fetch(`${origin}${BASE}kontakt`)).headers
  expect(pageHeaders.get('content-security-policy')).toContain("frame-ancestors 'none'")
  const html = await (await fetch(`${origin}${BASE}`)).text()
  const script = html.match(/<script[^>]+src="([^"]+)"/)![1]!
  expect(script.startsWith(`${BASE}assets/`)).toBe(true)
  expect((await fetch(`${origin}${script}`)).headers.get('cache-control')).toContain('immutable')
})

describe('a missing page under the base answers the styled 404 page', () => {
  test.each([`${BASE}nie-ma-takiej-strony`, `${BASE}szczepienia/nie-ma-takiej-strony/`])('%s', async (path) => {
    const { page, errors, close } = await visit()
    const problems = watch(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').innerText()).resolves.toBe(errorPages.notFound.title)
    // Styled: the stylesheet below the base is loaded and applies (the header is fixed at the top).
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].filter((sheet) => sheet.href).map((sheet) => ({ href: sheet.href!, rules: sheet.cssRules.length })),
    )
    expect(sheets.length).toBeGreaterThan(0)
    for (const sheet of sheets) {
      expect(new URL(sheet.href).pathname.startsWith(`${BASE}assets/`), sheet.href).toBe(true)
      expect(sheet.rules, sheet.href).toBeGreaterThan(0)
    }
    await expect(page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).resolves.toBe('fixed')
    // Its way back leads to the project site's home page.
    const home = page.locator('main').getByRole('link', { name: errorPages.backHome })
    await expect(home.getAttribute('href')).resolves.toBe(BASE)
    await home.click()
    await page.waitForURL(`${origin}${BASE}`)
    expect(problems).toEqual([])
    // Chromium logs the page's own 404 as an error; nothing else may be there.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
    expect(errors.length).toBeLessThanOrEqual(1)
    await close()
  })
})

test("under the base: a page's address in capitals goes to the page, a typo gets its link, other words the search", async () => {
  const { page, errors, close } = await visit()
  // Until the 404 answer arrives: its script may go on to the page before or after the 404's load event.
  await page.goto(`${BASE}KONTAKT?z=1`, { waitUntil: 'commit' })
  await page.waitForURL(`${origin}${BASE}kontakt?z=1`)
  await page.goto(`${BASE}kontak`)
  await expect(page.getByText(SUGGESTION_SENTENCE).getByRole('link').getAttribute('href')).resolves.toBe(`${BASE}kontakt`)
  await page.goto(`${BASE}stary/nieznane-slowa`)
  await expect(page.getByText(SEARCH_SENTENCE).getByRole('link').getAttribute('href')).resolves.toBe(`${BASE}${SEARCH_ROUTE.slice(1)}?q=nieznane+slowa`)
  // Chromium logs each 404 answer as an error; nothing else may be there.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
  await close()
})

test('the lab search works under the base', async () => {
  const { page, errors, close } = await visit()
  const problems = watch(page)
  await page.goto(`${BASE}badania-laboratoryjne`)
  await page.locator('.lab-search').scrollIntoViewIfNeeded()
  await page.locator('[data-island="prices/LabPriceSearch"][data-hydrated]').waitFor()
  const rows = page.locator('.lab-table tbody tr:not(:has(th))')
  const all = await rows.count()
  await page.fill('#szukaj-badania', probe.query)
  await expect(rows.locator('td:first-child').allInnerTexts()).resolves.toEqual(expectedNames(probe.query))
  if (expectedNames(probe.query).length < allTests.length) expect(await rows.count()).toBeLessThan(all)
  expect(problems).toEqual([])
  expect(errors).toEqual([])
  await close()
})

test('the booking form sends its request from the base, and its links stay there', async () => {
  const { page, errors, close } = await visit()
  const problems = watch(page)
  await page.goto(`${BASE}rezerwacja`)
  await page.locator('[data-island="forms/BookingForm"]').scrollIntoViewIfNeeded()
  await page.locator('[data-island="forms/BookingForm"][data-hydrated]').waitFor()
  // The privacy link is rendered again in the browser by the live island.
  await expect(page.locator('.form__info a').getAttribute('href')).resolves.toBe(`${BASE}polityka-prywatnosci`)
  const date = nextWeekday()
  await page.selectOption('#rezerwacja-visitType', 'consultation')
  await page.fill('#rezerwacja-name', 'Łucja Żak-Nowak')
  await page.fill('#rezerwacja-email', 'lucja@example.com')
  await page.fill('#rezerwacja-phone', '600 100 200')
  await page.fill('#rezerwacja-date', date)
  await page.selectOption('#rezerwacja-time', '16:30')
  await page.locator('form[aria-label="Prośba o rezerwację wizyty"] button[type="submit"]').click()
  await page.getByRole('heading', { name: 'Dziękujemy za rezerwację!' }).waitFor()
  const [sent] = await submissions()
  expect(sent?.formId).toBe(forms.bookingForm.formId)
  expect(sent?.fields).toMatchObject({ visitType: 'consultation', name: 'Łucja Żak-Nowak', date, time: '16:30' })
  // The post to the form service is the one request that leaves the site, on purpose.
  expect(problems.filter((problem) => !problem.includes(formServiceUrl()))).toEqual([])
  expect(errors).toEqual([])
  await close()
})

test('without JavaScript the noscript styles load from the base and the form posts to the form service', async () => {
  const { page, close } = await visit({ javaScriptEnabled: false })
  const problems = watch(page)
  const styles: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.css')) styles.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  await page.goto(`${BASE}kontakt`)
  expect(styles).toContain(`200 ${BASE}noscript.css`)
  await page.selectOption('#kontakt-service', 'travel')
  await page.fill('#kontakt-name', 'Łucja Żak-Nowak')
  await page.fill('#kontakt-email', 'lucja@example.com')
  await page.fill('#kontakt-phone', '+48 600-100-200')
  await page.fill('#kontakt-message', 'Jakie szczepienia przed wyjazdem do Kenii?')
  expect(problems).toEqual([])
  // Where the visitor lands after a plain post is the form service's page, not
  // the site's (docs/DEPLOYMENT.md): only the post itself is checked here.
  await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
  await expect.poll(() => submissions().then((sent) => sent.map((submission) => submission.fields.name))).toEqual(['Łucja Żak-Nowak'])
  await close()
})

test('the browser editor lives under the base too: /klinika/admin leads to /klinika/admin/, with its own policy', async () => {
  const redirect = await fetch(`${origin}${BASE}admin`, { redirect: 'manual' })
  expect([redirect.status, redirect.headers.get('location')]).toEqual([301, `${BASE}admin/`])
  const response = await fetch(`${origin}${BASE}admin/`)
  expect(response.status).toBe(200)
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(response.headers.get('content-security-policy')).toContain('https://api.github.com')
  // The sample data has no `editor` block: the page says, in Polish, what to configure.
  expect(await response.text()).toContain('Edytor strony nie jest jeszcze skonfigurowany')
})

test('every address the project site publishes answers 200 without a redirect under /klinika/ on every host', () => {
  const { addresses, failures } = crawlOnHosts(client, SITE_URL)
  for (const page of contentPages)
    expect(
      addresses.map(({ address }) => address),
      page.route,
    ).toContain(`${BASE}${page.route.slice(1)}`)
  expect(failures).toEqual({ 'Cloudflare Pages': [], Netlify: [], 'GitHub Pages': [], nginx: [] })
})
