import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { labTestAnchor } from '../../lib/content/rowAnchors.ts'
import { displayPhone } from '../../lib/data/format.ts'
import { clinic, navigation } from '../../lib/data/siteData.ts'
import { SEARCH_INDEX_FILE } from '../../lib/search/searchIndexData.ts'
import { SEARCH_LOADING as LOADING } from '../../lib/search/searchLoading.ts'
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, WAIT } from './browser.ts'
import { longestLabTest } from './site.ts'

// The site search (issue 45), as a patient uses it: on a 360 px phone through
// the magnifier and on a desktop in the top bar. Expected values come from the
// data: the lab test with the longest name, found by its words and opened at its row.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test('phone: nothing of the search before use; the magnifier opens it; a tapped lab test opens at its row, highlighted', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true })
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/kontakt')
  await page.waitForLoadState('load')
  expect(requests.filter((url) => url.includes(SEARCH_INDEX_FILE))).toEqual([])
  const field = page.locator('#szukaj-na-stronie')
  await expect.poll(() => field.isVisible()).toBe(false)
  await page.locator('.search-toggle').click()
  await expect.poll(() => field.isVisible()).toBe(true)
  await field.pressSequentially(longestLabTest.name.toLowerCase().slice(0, 24), { delay: 20 })
  const first = page.locator('[role="option"]').first()
  await expect.poll(() => first.textContent()).toContain(longestLabTest.price)
  expect(await first.textContent()).toContain(longestLabTest.name)
  expect(await field.getAttribute('aria-expanded')).toBe('true')
  expect(await page.locator('.site-search [role="status"]').textContent()).toMatch(/^Znaleziono \d+ wynik(i|ów)?\.$/)
  // The results never leave the screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await first.tap()
  await page.waitForURL((url) => url.hash === `#${labTestAnchor(longestLabTest.name)}`)
  const row = page.locator(`#${labTestAnchor(longestLabTest.name)}`)
  await expect.poll(() => row.getAttribute('class')).toContain('faq-highlight')
  expect(await row.isVisible()).toBe(true)
  // The row is in view, below the fixed header, not under it.
  const box = (await row.boundingBox())!
  const headerBottom = (await page.locator('.site-header').boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
  // Every request stayed on the site.
  expect(requests.filter((url) => !url.startsWith(baseUrl()))).toEqual([])
  expect(errors).toEqual([])
  await close()
})

test('desktop: the field in the top bar, keyboard only; Escape closes; "Brak wyników" gives the phone; Enter opens /szukaj or the chosen row', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: DESKTOP })
  await page.goto('/')
  const field = page.locator('#szukaj-na-stronie')
  await field.focus()
  await field.pressSequentially(longestLabTest.name.slice(0, 12), { delay: 20 })
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true')
  expect(await page.locator('[role="option"]').count()).toBeGreaterThan(0)
  await field.press('Escape')
  expect(await field.getAttribute('aria-expanded')).toBe('false')
  await field.fill('qxqxqzz')
  await expect.poll(() => page.locator('.site-search__footer').textContent()).toContain('Brak wyników')
  expect(await page.locator('.site-search__footer').textContent()).toContain(displayPhone(clinic.phone.number))
  expect(await page.locator('.site-search [role="status"]').textContent()).toBe('Brak wyników.')
  // Enter with no suggestion chosen: the form opens /szukaj with every result.
  await field.fill(longestLabTest.name)
  await expect.poll(() => page.locator('[role="option"]').count()).toBeGreaterThan(0)
  await field.press('Escape')
  await field.press('Enter')
  await page.waitForURL(/\/szukaj\?q=/)
  await expect.poll(() => page.locator('.search-results li').first().textContent()).toContain(longestLabTest.name)
  // Every result, or the best 50 of more, which the count then says.
  expect(await page.locator('.search-page [role="status"]').textContent()).toMatch(/^Znaleziono \d+ wynik(i|ów)?(\.|; poniżej 50 najlepiej pasujących\.)$/)
  // Arrows choose a suggestion, Enter opens it.
  await field.fill(longestLabTest.name)
  const first = page.locator('[role="option"]').first()
  await expect.poll(() => first.textContent()).toContain(longestLabTest.name)
  await field.press('ArrowDown')
  expect(await first.getAttribute('aria-selected')).toBe('true')
  expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
  await field.press('Enter')
  await page.waitForURL((url) => url.hash === `#${labTestAnchor(longestLabTest.name)}`)
  expect(errors).toEqual([])
  await close()
})

test('typed before the scripts arrived: the suggestions come for it; an index that failed to load is said, then asked again', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: DESKTOP })
  // The page's scripts held back until the visitor has typed, as on a slow network.
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  // The first fetch of the index fails, as when the network drops for a moment; the next gets through.
  let indexFetches = 0
  await page.route(`**/${SEARCH_INDEX_FILE}`, (route) => (++indexFetches === 1 ? route.abort() : route.continue()))
  await page.goto('/', { waitUntil: 'commit' })
  const field = page.locator('#szukaj-na-stronie')
  await field.click()
  await field.pressSequentially(longestLabTest.name.slice(0, 12))
  release()
  const footer = page.locator('.site-search__footer')
  await expect.poll(() => footer.textContent()).toContain('Nie udało się wczytać wyszukiwarki')
  expect(await field.inputValue()).toBe(longestLabTest.name.slice(0, 12))
  await field.press('End')
  await field.pressSequentially(longestLabTest.name.slice(12, 16))
  await expect.poll(() => page.locator('[role="option"]').first().textContent()).toContain(longestLabTest.name)
  expect(indexFetches).toBe(2)
  // The one failed fetch is the browser's own line; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([])
  await close()
})

test('while the index is on its way, the panel says so; then the suggestions replace it', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: DESKTOP })
  // The index held back, as on a slow phone network (a trial waited 9 s on an empty panel).
  const release = await holdIndex(page)
  await page.goto('/')
  const field = page.locator('#szukaj-na-stronie')
  await field.click()
  await field.pressSequentially(longestLabTest.name.slice(0, 12))
  const footer = page.locator('.site-search__footer')
  await expect.poll(() => footer.textContent(), { timeout: WAIT }).toBe(LOADING)
  expect(await page.locator('.site-search__panel').isVisible()).toBe(true)
  release()
  await expect.poll(() => page.locator('[role="option"]').first().textContent(), { timeout: WAIT }).toContain(longestLabTest.name)
  expect(await footer.textContent()).not.toContain(LOADING)
  expect(errors).toEqual([])
  await close()
})

// A trial on a slow network: /szukaj?q=… showed an empty box and nothing else for about 10 s.
test('/szukaj says it is loading until its script has searched, then what it found', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE })
  const release = await holdIndex(page)
  await page.goto(`/szukaj?q=${encodeURIComponent(longestLabTest.name)}`)
  const status = page.locator('.search-page [role="status"]')
  expect(await status.textContent()).toBe(LOADING)
  expect(await status.isVisible()).toBe(true)
  release()
  await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(/^Znaleziono \d+ wynik/)
  expect(errors).toEqual([])
  await close()
})

test('/szukaj without JavaScript says so and lists the site map', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false })
  await page.goto('/szukaj?q=grypa')
  expect(await page.locator('.only-without-script').isVisible()).toBe(true)
  expect(await page.locator('.only-without-script').textContent()).toContain('JavaScript')
  // No 'Wczytywanie wyszukiwarki…' that would never end.
  expect(await page.locator('.search-page [role="status"]').isVisible()).toBe(false)
  const headings = await page.locator('main h2, main h3').allTextContents()
  for (const group of Object.values(navigation.siteMapGroups)) expect(headings.join('\n')).toContain(group)
  await close()
})

/** Holds the search's index back until the returned function is called. */
async function holdIndex(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/${SEARCH_INDEX_FILE}`, async (route) => {
    await held
    await route.continue()
  })
  return release
}
