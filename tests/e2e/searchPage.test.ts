import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { displayPhone } from '../../lib/data/format.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { launchBrowser, openPage, PHONE } from './browser.ts'
import { longestLabTest } from './site.ts'

// /szukaj as a page on a phone: what it says when nothing is found and where Back from a result returns. The
// page's own behaviour, the same for any content the check accepts (tests/e2e/contentSuites.ts): npm test runs
// it, the content gate does not. The search's results for the site's content are siteSearch.test.ts's.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test("/szukaj with nothing found says 'Brak wyników.' once on the screen, with the phone; the count stays for screen readers", async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true })
  await page.goto('/szukaj?q=qxqxqzz')
  const empty = page.locator('.search-page__empty')
  await expect.poll(() => empty.textContent()).toContain(displayPhone(clinic.phone.number))
  const status = page.locator('.search-page [role="status"]')
  expect(await status.textContent()).toBe('Brak wyników.')
  // Seen on a phone: 'Brak wyników.' twice, one under the other.
  const seen = await page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((element) => {
        const box = element.getBoundingClientRect()
        return element.textContent?.trim() === 'Brak wyników.' && box.width * box.height > 1
      }).length,
  )
  expect(seen).toBe(1)
  // And once to a screen reader: the status says it; the title on the screen is hidden from it.
  expect((await page.locator('main').ariaSnapshot()).match(/Brak wyników\./g)).toHaveLength(1)
  // The empty list is not there to be announced as 'lista, 0 elementów'.
  await expect(page.locator('.search-results').evaluate((list) => (list as HTMLElement).hidden)).resolves.toBe(true)
  // Found again: the count is on the screen.
  await page.locator('.search-page input').fill(longestLabTest.name)
  await expect.poll(() => status.textContent()).toMatch(/^Znaleziono \d+ wynik/)
  expect((await status.boundingBox())!.height).toBeGreaterThan(1)
  // With a word the site has nowhere, the results are for the rest, and the count says which word was not found
  // (a visitor trial read a lab test's price as the answer to 'badanie okresowe').
  await page.locator('.search-page input').fill(`${longestLabTest.name} qxqxqzz`)
  await expect.poll(() => status.textContent()).toMatch(/^Znaleziono \d+ wynik.* Nie znaleźliśmy słowa „qxqxqzz”; wyniki są dla pozostałych słów\.$/)
  expect(errors).toEqual([])
  await close()
})

// A screen-reader trial: each result link's name was the whole result, 20-30 words.
test("/szukaj: a result's link is named by what it is, its title and place; the words around the match describe it", async () => {
  const { page, errors, close } = await openPage(browser)
  await page.goto(`/szukaj?q=${encodeURIComponent(longestLabTest.name)}`)
  const links = page.locator('.search-results a')
  await links.first().waitFor()
  const results = await links.evaluateAll((elements) =>
    elements.map((element) => ({
      title: element.querySelector('.search-hit__title')!.textContent!,
      context: element.querySelector('.search-hit__context')?.textContent ?? '',
      description: (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    })),
  )
  // The names as the browser gives them to a screen reader (the snapshot quotes a line holding a colon).
  const snapshot = await page.locator('.search-results').ariaSnapshot()
  const names = [...snapshot.matchAll(/- '?link "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!)
  expect(names).toHaveLength(results.length)
  results.forEach(({ title, context, description }, index) => {
    expect(names[index]).toContain(title)
    expect(description).toBe(context)
    if (context.length > title.length) expect(names[index]).not.toContain(context)
  })
  expect(errors).toEqual([])
  await close()
})

test('back from a result to /szukaj: the results where the visitor left them, not the site map below', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true })
  await page.goto('/szukaj')
  await page.waitForLoadState('load')
  // Nothing loads before the field is used, so the page does not say it is loading (it said so for ever).
  expect(await page.locator('.search-page [role="status"]').textContent()).toBe('')
  // The words of the lab test with the longest name find it (and in most content more): the visitor opens the
  // last result, below the search form, whatever their number. Typed, not sent with Enter: the results show as
  // the visitor types, and the address keeps the query for Back (a phone trial came back to an empty field).
  await page.locator('.search-page input').fill(longestLabTest.name)
  await page.locator('.search-results li').first().waitFor()
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(longestLabTest.name)
  const shown = await page.locator('.search-results li').count()
  const chosen = page.locator('.search-results li').nth(shown - 1)
  await chosen.evaluate((item) => item.scrollIntoView({ block: 'center' }))
  const left = await page.evaluate(() => scrollY)
  expect(left).toBeGreaterThan(100)
  const opened = await chosen.locator('a').getAttribute('href')
  await Promise.all([page.waitForURL((url) => `${url.pathname}${url.hash}` === opened), chosen.locator('a').click()])
  await page.goBack()
  await page.waitForURL(/\/szukaj\?q=/)
  await expect.poll(() => page.locator('.search-results li').count()).toBe(shown)
  // Where it was (within a line), with the opened result on the screen; it came back thousands of pixels below.
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(left - 30)
  expect(await page.evaluate(() => scrollY)).toBeLessThan(left + 30)
  const box = (await chosen.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
  expect(errors).toEqual([])
  await close()
})

test("the header's suggestions name a word the site has nowhere above them, and the status says it too", async () => {
  const { page, errors, close } = await openPage(browser)
  await page.goto('/')
  await page.locator('.site-search__input').fill(`${longestLabTest.name} qxqxqzz`)
  const note = page.locator('.site-search__note')
  await expect.poll(() => note.isVisible()).toBe(true)
  expect(await note.textContent()).toBe('Nie znaleźliśmy słowa „qxqxqzz”; wyniki są dla pozostałych słów.')
  await expect(page.locator('.site-search [role="status"]').textContent()).resolves.toMatch(/ Nie znaleźliśmy słowa „qxqxqzz”/)
  // Every word found: no such line.
  await page.locator('.site-search__input').fill(longestLabTest.name)
  await expect.poll(() => note.isHidden()).toBe(true)
  expect(errors).toEqual([])
  await close()
})
