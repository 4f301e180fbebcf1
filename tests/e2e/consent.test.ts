import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { consentTexts } from '../../lib/data/siteData.ts'
import { baseUrl, launchBrowser, openPage, WAIT } from './browser.ts'
import { bannerLocator, firstVisit, settingsLocator } from './consentBanner.ts'

const YEAR_S = 365 * 24 * 60 * 60
const { banner, settings } = consentTexts

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies()
  const find = (name: string) => cookies.find((cookie) => cookie.name === name)
  return { consent: find('cookie-consent'), preferences: find('cookie-preferences') }
}

async function expectChoice(page: Page, consent: string, preferences: Record<string, boolean>) {
  const stored = await consentCookies(page.context())
  expect(stored.consent?.value).toBe(consent)
  expect(JSON.parse(decodeURIComponent(stored.preferences!.value))).toEqual(preferences)
  for (const cookie of [stored.consent!, stored.preferences!]) {
    expect(cookie.path).toBe('/')
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.secure).toBe(false) // served over http here; Secure is added on https
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120)
  }
  await expect(page.locator('.cookie-banner').count()).resolves.toBe(0)
}

test('the banner appears 1 s after load, not at 300 ms, and takes focus', async () => {
  const { page, close } = await openPage(browser, { firstVisit: true })
  // The clock stands still from before the page loads; only runFor moves it.
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto('/')
  await page.clock.runFor(300)
  await expect(page.locator('.cookie-banner').count()).resolves.toBe(0)
  await page.clock.runFor(1700)
  await bannerLocator(page).waitFor()
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('cookie-banner-tytul')
  // Focus is not trapped: Tab moves on through the banner and back to the page.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
  await expect(page.evaluate(() => document.querySelector('.cookie-banner')!.contains(document.activeElement))).resolves.toBe(false)
  await close()
})

test('after a choice made with the keyboard, focus goes on in the page, not from its top', async () => {
  const { page, close } = await firstVisit(browser)
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: WAIT }).toBe('cookie-banner-tytul')
  await bannerLocator(page).getByRole('button', { name: banner.rejectAll }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: WAIT }).toBe('MAIN')
  await close()
})

describe('the simple view', () => {
  test("'Akceptuj wszystkie' turns every category on, consent accepted, for 365 days", async () => {
    const { page, close } = await firstVisit(browser)
    await bannerLocator(page).getByRole('button', { name: banner.acceptAll }).click()
    await expectChoice(page, 'accepted', { necessary: true, analytics: true, marketing: true, functional: true })
    await page.reload()
    await page.waitForTimeout(1500)
    await expect(page.locator('.cookie-banner').count()).resolves.toBe(0)
    await close()
  })

  test("'Odrzuć wszystkie' keeps only the necessary ones, consent rejected", async () => {
    const { page, close } = await firstVisit(browser)
    await bannerLocator(page).getByRole('button', { name: banner.rejectAll }).click()
    await expectChoice(page, 'rejected', { necessary: true, analytics: false, marketing: false, functional: false })
    await close()
  })

  test('the close X rejects too', async () => {
    const { page, close } = await firstVisit(browser, '/cennik')
    await page.getByRole('button', { name: banner.close }).click()
    await expectChoice(page, 'rejected', { necessary: true, analytics: false, marketing: false, functional: false })
    await close()
  })
})

describe("the detail view 'Ustawienia cookies'", () => {
  test('saves the chosen switches as customized; necessary is always on', async () => {
    const { page, close } = await firstVisit(browser)
    await page.getByRole('button', { name: banner.customize }).click()
    const region = settingsLocator(page)
    await region.waitFor()
    await expect(region.getByText(settings.alwaysActive).isVisible()).resolves.toBe(true)
    const switches = region.getByRole('switch')
    await expect(switches.count()).resolves.toBe(3)
    const functional = region.getByRole('switch', { name: consentTexts.categories.functional.label })
    await expect(functional.getAttribute('aria-checked')).resolves.toBe('false')
    await functional.click()
    await expect(functional.getAttribute('aria-checked')).resolves.toBe('true')
    await functional.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Space')
    await expect(functional.getAttribute('aria-checked')).resolves.toBe('true')
    await region.getByRole('button', { name: settings.save }).click()
    await expectChoice(page, 'customized', { necessary: true, analytics: false, marketing: false, functional: true })
    await close()
  })

  test("X returns to the simple view; 'Akceptuj wszystkie' is there too", async () => {
    const { page, close } = await firstVisit(browser)
    await page.getByRole('button', { name: banner.customize }).click()
    await page.getByRole('button', { name: settings.back }).click()
    await bannerLocator(page).getByRole('button', { name: banner.customize }).waitFor()
    await expect(consentCookies(page.context())).resolves.toEqual({ consent: undefined, preferences: undefined })
    await page.getByRole('button', { name: banner.customize }).click()
    await settingsLocator(page).getByRole('button', { name: banner.acceptAll }).click()
    await expectChoice(page, 'accepted', { necessary: true, analytics: true, marketing: true, functional: true })
    await close()
  })
})

test('an unreadable cookie-preferences is logged, the defaults stay, and the visitor sees no error', async () => {
  const { page, errors, close } = await openPage(browser, { firstVisit: true })
  await page.context().addCookies([
    { name: 'cookie-consent', value: 'customized', url: baseUrl() },
    { name: 'cookie-preferences', value: '%7Bnot-json', url: baseUrl() },
  ])
  await page.goto('/polityka-cookies')
  expect(errors.some((error) => error.includes('cookie-preferences'))).toBe(true)
  await expect(page.locator('[data-category="functional"]').innerText()).resolves.toBe(consentTexts.panel.off)
  await expect(page.locator('.cookie-banner').count()).resolves.toBe(0)
  await close()
})

test("'Zmień ustawienia' on /polityka-cookies forgets the choice, reloads, and the banner returns", async () => {
  const { page, close } = await firstVisit(browser, '/polityka-cookies')
  await page.getByRole('button', { name: banner.acceptAll }).click()
  const panel = page.locator('.cookie-settings')
  // The panel says the choice just made in the banner on this page (it kept 'Nie wybrano jeszcze ustawień'), and after a reload.
  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload()
    await expect.poll(() => panel.locator('[data-consent-status]').innerText(), { timeout: WAIT }).toContain(consentTexts.panel.consents.accepted)
    await expect(panel.locator('[data-category="analytics"]').innerText()).resolves.toBe(consentTexts.panel.on)
  }
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: consentTexts.panel.change }).click()])
  await expect(consentCookies(page.context())).resolves.toEqual({ consent: undefined, preferences: undefined })
  await expect(panel.locator('[data-consent-status]').innerText()).resolves.toBe(consentTexts.panel.noChoice)
  await bannerLocator(page).waitFor()
  await close()
})

test('optional analytics loads only after analytics consent, with Consent Mode defaults denied', async () => {
  // The build under test has no analytics ID, so its policy rightly blocks Google's tag host;
  // a build with an ID allows it (tests/unit/securityHeaders.test.ts). Here the page plays that build.
  const { page, close } = await openPage(browser, { firstVisit: true, bypassCSP: true })
  const tagRequests: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  // As a build with `analyticsId` in consent.yaml would render the page.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const mount = document.getElementById('zgoda-cookies')
      if (!mount) return
      mount.dataset.analyticsId = 'G-TEST123'
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  await bannerLocator(page).waitFor()
  expect(tagRequests).toEqual([])
  const consentCalls = () =>
    page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'consent'))
  await expect(consentCalls()).resolves.toEqual([
    ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
  ])
  await page.getByRole('button', { name: banner.acceptAll }).click()
  await expect.poll(() => tagRequests.length).toBe(1)
  expect(tagRequests[0]).toContain('id=G-TEST123')
  await expect(consentCalls().then((calls) => calls.at(-1))).resolves.toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ])
  // Withdrawn on /polityka-cookies: the analytics cookies go, and after the reload so does the script.
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: baseUrl() }])
  await page.goto('/polityka-cookies')
  await expect(page.locator('script#analityka').count()).resolves.toBe(1)
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: consentTexts.panel.change }).click()])
  await expect(page.locator('script#analityka').count()).resolves.toBe(0)
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([])
  await close()
})
