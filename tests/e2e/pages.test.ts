import type { Browser } from 'playwright-core'
import { distance } from 'fastest-levenshtein'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clinic, errorPages } from '../../lib/data/siteData.ts'
import { SEARCH_ROUTE } from '../../lib/search/searchIndexData.ts'
import { SEARCH_SENTENCE, SUGGESTION_SENTENCE } from '../../components/notFound/suggestionSentence.ts'
import { axeViolations } from './axeViolations.ts'
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser.ts'
import { everyPageAt } from './everyPageAt.ts'
import { contentPages } from './site.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// Every page at 1280 px; pagesMobile.test.ts has 375 px (tests/e2e/everyPageAt.ts says why two files).
everyPageAt(DESKTOP, () => browser)

test('an unknown address gets the Polish 404 page with status 404, the phone and a way back', async () => {
  const { page, close } = await openPage(browser)
  const response = await page.goto('/nie-ma-takiej-strony')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1').innerText()).resolves.toBe(errorPages.notFound.title)
  await expect(page.title()).resolves.toBe(`${errorPages.notFound.title} | ${clinic.shortName}`)
  await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBe(1)
  await expect(page.locator('main a[href="/"]').innerText()).resolves.toBe(errorPages.backHome)
  await expect(axeViolations(page)).resolves.toEqual([])
  await close()
})

describe('the 404 page knows the page a mistyped address meant', () => {
  // A page with a letter in its address, far from every other page's: its typo can mean no other page.
  const typed = [...contentPages]
    .filter((p) => /[a-z]{4}$/.test(p.route))
    .find((p) => contentPages.every((other) => other === p || distance(other.route, p.route) > 4))!

  test('in capitals, with .html: it goes to the page at once, query and anchor kept, the typed address not in the history', async () => {
    const { page, errors, close } = await openPage(browser)
    await page.goto('/')
    // Until the 404 answer arrives: its script may go on to the page before or after the 404's load event.
    await page.goto(`${typed.route.toUpperCase()}.html?z=1#x`, { waitUntil: 'commit' })
    await page.waitForURL((url) => url.pathname === typed.route)
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('?z=1#x')
    await expect(page.locator('h1').innerText()).resolves.toBe(typed.frontmatter.title)
    await page.goBack()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    await close()
  })

  test('with its last letter missing: the 404 page stays and links to it, in a sentence a screen reader reads', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE })
    const response = await page.goto(typed.route.slice(0, -1))
    expect(response?.status()).toBe(404)
    const suggestion = page.getByText(SUGGESTION_SENTENCE)
    await expect(suggestion.innerText()).resolves.toBe(`${SUGGESTION_SENTENCE} ${typed.frontmatter.title}?`)
    await expect(suggestion.getByRole('link').getAttribute('href')).resolves.toBe(typed.route)
    await expect(axeViolations(page)).resolves.toEqual([])
    await close()
  })

  test('near no page: a link to the site search for its words; an address without words: the 404 page as before', async () => {
    const { page, close } = await openPage(browser)
    await page.goto('/stary-adres/nieznane-slowa-qqxz.html')
    const search = page.getByText(SEARCH_SENTENCE)
    await expect(search.innerText()).resolves.toBe(`${SEARCH_SENTENCE} „nieznane slowa qqxz”.`)
    await expect(search.getByRole('link').getAttribute('href')).resolves.toBe(`${SEARCH_ROUTE}?q=nieznane+slowa+qqxz`)
    await page.goto('/2024/12')
    await page.locator('[data-page-suggestion][data-checked]').waitFor({ state: 'attached' })
    await expect(page.locator('[data-page-suggestion]').isHidden()).resolves.toBe(true)
    await close()
  })
})

test('an address typed with a trailing slash leads to the page at its published address', async () => {
  // A page below another if the site has one (the deepest file), else any page but the home page.
  const typed = [...contentPages].filter((p) => p.route !== '/').sort((a, b) => b.route.split('/').length - a.route.split('/').length)[0]!
  const { page, close } = await openPage(browser)
  const response = await page.goto(`${typed.route}/?z=1`)
  expect(response?.status()).toBe(200)
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${typed.route}/\\?z=1$`))
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${typed.route}?z=1`)
  await expect(page.locator('h1').innerText()).resolves.toBe(typed.frontmatter.title)
  await close()
})

test('the axe run of every page finds what it guards against: a planted image, link and button without a name', async () => {
  // axeViolations runs axe in its fast settings (tests/e2e/axeViolations.ts); violations planted in a page must still show, where they are.
  const { page, close } = await openPage(browser)
  await page.goto('/kontakt', { waitUntil: 'load' })
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><a href="#"></a><button></button>'))
  const violations = await axeViolations(page)
  expect(violations.map((line) => line.split(':')[0])).toEqual(['button-name', 'image-alt', 'link-name'])
  for (const line of violations) expect(line, 'the element is named').toMatch(/^[\w-]+: \S/)
  await close()
})
