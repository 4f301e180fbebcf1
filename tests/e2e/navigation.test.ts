import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DROPDOWN_CLOSE_DELAY_MS } from '../../components/layout/siteMenu.client.ts'
import { clinic, navigation } from '../../lib/data/siteData.ts'
import { DESKTOP, MOBILE, launchBrowser, openPage } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const toggle = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true })
const expanded = (page: Page, label: string) => toggle(page, label).getAttribute('aria-expanded')
const submenu = (page: Page, label: string) => page.locator('.dropdown', { has: toggle(page, label) }).locator('.dropdown__menu')
const [vaccines, services] = navigation.main.filter((item) => item.items).map((item) => item.label) as [string, string]

describe('dropdowns at 1280 px', () => {
  test('open on hover, are mutually exclusive and close 150 ms after the pointer leaves', async () => {
    const { page, errors, close } = await openPage(browser)
    // The clock stands still from before the page loads; only runFor moves it.
    const start = Date.now()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1000)
    await page.goto('/')
    await toggle(page, vaccines).hover()
    await expect(expanded(page, vaccines)).resolves.toBe('true')
    await expect(submenu(page, vaccines).isVisible()).resolves.toBe(true)

    await toggle(page, services).hover()
    await expect(expanded(page, services)).resolves.toBe('true')
    await expect(expanded(page, vaccines)).resolves.toBe('false')
    await expect(submenu(page, vaccines).isVisible()).resolves.toBe(false)

    await page.mouse.move(640, 600)
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 20)
    await expect(submenu(page, services).isVisible()).resolves.toBe(true)
    await page.clock.runFor(40)
    await expect(submenu(page, services).isVisible()).resolves.toBe(false)
    await expect(expanded(page, services)).resolves.toBe('false')
    expect(errors).toEqual([])
    await close()
  })

  test('open and close with Enter, Space and Escape', async () => {
    const { page, close } = await openPage(browser)
    await page.goto('/')
    await toggle(page, vaccines).focus()
    await page.keyboard.press('Enter')
    await expect(expanded(page, vaccines)).resolves.toBe('true')
    await page.keyboard.press('Tab')
    const firstLink = submenu(page, vaccines).locator('a').first()
    await expect(firstLink.evaluate((link) => link === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(expanded(page, vaccines)).resolves.toBe('false')
    await expect(toggle(page, vaccines).evaluate((button) => button === document.activeElement)).resolves.toBe(true)

    await page.keyboard.press('Space')
    await expect(expanded(page, vaccines)).resolves.toBe('true')
    await page.keyboard.press('Space')
    await expect(expanded(page, vaccines)).resolves.toBe('false')

    // Opening one with the keyboard closes the other.
    await toggle(page, services).focus()
    await page.keyboard.press('Enter')
    await toggle(page, vaccines).focus()
    await page.keyboard.press('Enter')
    await expect(expanded(page, services)).resolves.toBe('false')
    await expect(expanded(page, vaccines)).resolves.toBe('true')

    // A click elsewhere closes it.
    await page.mouse.click(640, 600)
    await expect(expanded(page, vaccines)).resolves.toBe('false')
    await close()
  })

  test('the rehabilitation item opens the external booking service and says so', async () => {
    const { page, close } = await openPage(browser)
    await page.goto('/')
    const link = submenu(page, services).locator(`a[href="${clinic.rehabilitationBookingUrl}"]`)
    await expect(link.getAttribute('target')).resolves.toBe('_blank')
    await expect(link.textContent()).resolves.toContain('otwiera się w nowej karcie')
    await close()
  })
})

describe('mobile menu at 375 px', () => {
  // A phone trial: with a submenu open, the next tap on another item only closed the submenu. The press moved
  // the focus, the focus leaving the dropdown closed it, the items below moved up, and the tap landed beside
  // the item it aimed at. Tapped and clicked, to the first page the menu names outside a submenu and to the
  // other submenu.
  test('with a submenu open, the next tap or click on another item does what it says', async () => {
    const page = navigation.main.find((item) => item.href && !item.items)!
    for (const how of ['tap', 'click'] as const) {
      const { page: tab, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true, isMobile: true })
      const press = (locator: ReturnType<Page['locator']>) => (how === 'tap' ? locator.tap() : locator.click())
      await tab.goto('/')
      await press(toggle(tab, 'Otwórz menu'))
      await press(toggle(tab, vaccines))
      await expect(expanded(tab, vaccines)).resolves.toBe('true')
      await press(toggle(tab, services))
      await expect(expanded(tab, services), `${how}: the second submenu opens at once`).resolves.toBe('true')
      await expect(expanded(tab, vaccines)).resolves.toBe('false')
      await press(tab.locator(`#menu-glowne a[href="${page.href}"]`).first())
      await tab.waitForURL(`**${page.href}`)
      await close()
    }
  })

  test('opens with its label, locks scrolling, keeps focus inside and closes on Escape', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/')
    const nav = page.locator('#menu-glowne')
    await expect(nav.isVisible()).resolves.toBe(false)
    await toggle(page, 'Otwórz menu').click()
    await expect(toggle(page, 'Zamknij menu').getAttribute('aria-expanded')).resolves.toBe('true')
    await page.waitForFunction(() => document.getElementById('menu-glowne')!.getBoundingClientRect().right <= window.innerWidth)
    await expect(nav.isVisible()).resolves.toBe(true)
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden')

    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () => document.getElementById('menu-glowne')!.contains(document.activeElement) || document.activeElement?.classList.contains('menu-toggle'),
      )
      expect(inside, `focus left the menu after ${i + 1} Tab presses`).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(toggle(page, 'Otwórz menu').getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('visible')
    await expect(page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).resolves.toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  test('closes on a click outside it', async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/')
    await toggle(page, 'Otwórz menu').click()
    await page.mouse.click(10, 500)
    await expect(toggle(page, 'Otwórz menu').getAttribute('aria-expanded')).resolves.toBe('false')
    await close()
  })

  test('closes on navigation, and the new page starts at the top', async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 600))
    await toggle(page, 'Otwórz menu').click()
    await page.locator('#menu-glowne a[href="/kontakt"]').click()
    await page.waitForURL('**/kontakt')
    await expect(toggle(page, 'Otwórz menu').getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
    // A link to an anchor on the same page closes the menu too.
    await page.goto('/')
    await toggle(page, 'Otwórz menu').click()
    await toggle(page, vaccines).click()
    await page.locator('#menu-glowne a[href="/szczepienia/dzieci"]').click()
    await page.waitForURL('**/szczepienia/dzieci')
    await expect(page.evaluate(() => document.documentElement.classList.contains('menu-open'))).resolves.toBe(false)
    await close()
  })
})

describe('site shell', () => {
  test('where the menu is a panel, the mark and the short name replace the full logo', async () => {
    const { page, close } = await openPage(browser)
    await page.goto('/')
    const foundation = page.locator('.logo__foundation')
    expect((await foundation.boundingBox())!.width).toBeGreaterThan(100)
    await page.setViewportSize({ width: 1000, height: 800 })
    expect((await foundation.boundingBox())!.width).toBeLessThanOrEqual(1)
    expect((await page.locator('.logo__name').boundingBox())!.width).toBeGreaterThan(100)
    await expect(page.locator('.logo__icon').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: clinic.shortName }).count()).resolves.toBe(1)
    await close()
  })

  test('the top bar, the booking button and the five footer columns', async () => {
    const { page, close } = await openPage(browser)
    await page.goto('/historia')
    await expect(page.locator('.top-bar a[href^="mailto:"]').innerText()).resolves.toBe(clinic.email)
    // The spec's words ('Infolinia od 9:00 - 19:00' on the frozen site: tests/unit/clinicDerived.test.ts), kept on one line by CSS.
    const label = page.locator('.top-bar__phone-label')
    await expect(label.textContent()).resolves.toBe(clinic.phone.label)
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await expect(label.isVisible()).resolves.toBe(true)
      const lines = await label.evaluate((element) => element.getClientRects().length)
      expect(lines, `phone label at ${viewport.width} px`).toBe(1)
    }
    // On a 320 px phone the hours are whole too (they were cut: 'Infolinia od 9:00 - …'), in the bar, the pill a finger's target.
    await page.setViewportSize({ width: 320, height: 640 })
    const narrow = await page.evaluate(() => {
      const label = document.querySelector<HTMLElement>('.top-bar__phone-label')!
      const bar = document.querySelector('.top-bar')!.getBoundingClientRect()
      const phone = document.querySelector('.top-bar__phone')!.getBoundingClientRect()
      const directions = document.querySelector('.top-bar__directions')!.getBoundingClientRect()
      return {
        cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
        inBar: phone.top >= bar.top && phone.bottom <= bar.bottom,
        tall: phone.height >= 24,
        directionsOnScreen: directions.right <= innerWidth,
      }
    })
    expect(narrow).toEqual({ cut: false, inBar: true, tall: true, directionsOnScreen: true })
    await expect(page.locator('.top-bar a', { hasText: 'Jak dojechać' }).getAttribute('href')).resolves.toBe(clinic.maps.directionsUrl)
    // The booking button and the footer's columns as navigation.yaml names them (the spec's words are its frozen copy's).
    await expect(page.locator('header a.cta', { hasText: navigation.booking.label }).getAttribute('href')).resolves.toBe(navigation.booking.href)
    await expect(page.locator('footer h2').allInnerTexts()).resolves.toEqual(navigation.footer.map((column) => column.title))
    const bottom = await page.locator('.footer__bottom').innerText()
    expect(bottom).toContain(`© ${clinic.copyrightYear}`)
    expect(bottom).toContain(clinic.credit.name)
    await expect(page.locator('footer .footer__column', { hasText: 'Szybki kontakt' }).innerText()).resolves.toContain(clinic.email)
    await close()
  })

  // A keyboard trial found the phone button drawn as plain text (its white outline lost to .cta's green, later
  // in the CSS) and the orange focus ring at about 1.3:1 on the hero's green.
  test("the home page's hero: the phone button's white outline, and focus rings of 3:1 or more on its green", async () => {
    const { page, close } = await openPage(browser)
    await page.goto('/')
    const phone = page.locator('.page-header--home a.cta--outline-white')
    await expect(phone.evaluate((link) => getComputedStyle(link).borderTopColor)).resolves.toBe('rgb(255, 255, 255)')
    const stops = await page.locator('.page-header--home').evaluate((hero) => getComputedStyle(hero).backgroundImage.match(/rgb\([^)]*\)/g))
    expect(stops).toHaveLength(2)
    for (const link of [phone, page.locator('.page-header--home a.cta--white')]) {
      await link.focus()
      const ring = await link.evaluate((element) => (element.matches(':focus-visible') ? getComputedStyle(element).outlineColor : 'not focus-visible'))
      for (const stop of stops!) expect(contrast(ring, stop), `${ring} on ${stop}`).toBeGreaterThanOrEqual(3)
    }
    // The card of facts beside it (shown unless the home page has a hero image) is white: its links keep a ring that shows there.
    for (const cardLink of await page.locator('.page-header--home .hero-facts a').all()) {
      await cardLink.focus()
      const [ring, card] = await cardLink.evaluate((element) => [
        getComputedStyle(element).outlineColor,
        getComputedStyle(element.closest('.hero-facts')!).backgroundColor,
      ])
      expect(contrast(ring!, card!), `${ring} on ${card}`).toBeGreaterThanOrEqual(3)
    }
    await close()
  })

  test.each(['/#kontakt', '/szczepienia#dzieci', '/szczepienia#dorosli'])('the anchor %s lands below the fixed header', async (url) => {
    const { page, close } = await openPage(browser)
    await page.goto(url)
    const id = url.split('#')[1]!
    const headerBottom = (await page.locator('.site-header').boundingBox())!.height
    const top = (await page.locator(`[id="${id}"]`).boundingBox())!.y
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    expect(top).toBeLessThan(headerBottom + 100)
    await close()
  })
})

describe('without JavaScript', () => {
  test('the dropdowns open on hover and on keyboard focus', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto('/')
    await toggle(page, vaccines).hover()
    await expect(submenu(page, vaccines).isVisible()).resolves.toBe(true)
    await page.mouse.move(640, 600)
    await toggle(page, services).focus()
    await expect(submenu(page, services).isVisible()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname !== '/')
    await expect(page.locator('h1').count()).resolves.toBe(1)
    await close()
  })

  test('the mobile menu opens from its toggle and its links work', async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE, javaScriptEnabled: false })
    await page.goto('/')
    await toggle(page, 'Otwórz menu').click()
    const link = page.locator('#menu-glowne a[href="/cennik"]')
    await link.waitFor({ state: 'visible' })
    await link.click()
    await page.waitForURL('**/cennik')
    await close()
  })
})

/** WCAG's contrast ratio of two colours written rgb(r, g, b). */
function contrast(one: string, other: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}
