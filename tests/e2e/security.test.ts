import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { contentPages } from './site.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))]
}

test('every page is served with the security headers and reports no CSP violation, banner included', async () => {
  const { page, close } = await openPage(browser, { firstVisit: true })
  const violations = await watchViolations(page)
  const found: string[] = []
  for (const { route } of contentPages) {
    const response = await page.goto(route)
    const headers = response!.headers()
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).not.toContain('unsafe-inline')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    await page.waitForTimeout(100)
    found.push(...(await violations()).map((violation) => `${route}: ${violation}`))
  }
  // The last page shows the banner (1 s), which runs under the policy too.
  await page.locator('.cookie-banner').waitFor()
  found.push(...(await violations()))
  expect(found).toEqual([])
  await close()
})

test('both forms submit to the form service under the policy without a violation', async () => {
  const { page, close } = await openPage(browser)
  const violations = await watchViolations(page)
  await page.goto('/kontakt')
  await page.locator('[data-island]').first().scrollIntoViewIfNeeded()
  await page.locator('[data-island][data-hydrated]').first().waitFor()
  await page.fill('#kontakt-name', 'Jan Kowalski')
  await page.fill('#kontakt-email', 'jan@example.com')
  await page.fill('#kontakt-message', 'Pytanie o godziny pobrań krwi.')
  await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
  await page.locator('.form-success').waitFor()
  expect(await violations()).toEqual([])

  await page.goto('/rezerwacja')
  await page.locator('[data-island]').first().scrollIntoViewIfNeeded()
  await page.locator('[data-island][data-hydrated]').first().waitFor()
  await page.selectOption('#rezerwacja-visitType', 'lab')
  await page.fill('#rezerwacja-name', 'Jan Kowalski')
  await page.fill('#rezerwacja-email', 'jan@example.com')
  await page.fill('#rezerwacja-phone', '600 100 200')
  const date = new Date()
  do date.setDate(date.getDate() + 1)
  while (date.getDay() === 0 || date.getDay() === 6)
  await page.fill('#rezerwacja-date', `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`)
  await page.selectOption('#rezerwacja-time', '8:00')
  await page.locator('form[aria-label="Prośba o rezerwację wizyty"] button[type="submit"]').click()
  await page.locator('.form-success').waitFor()
  expect(await violations()).toEqual([])
  await close()
})

test('the no-JavaScript post is allowed by form-action', async () => {
  const { page, close } = await openPage(browser, { javaScriptEnabled: false })
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await page.goto('/kontakt')
  await page.fill('#kontakt-name', 'Jan Kowalski')
  await page.fill('#kontakt-email', 'jan@example.com')
  await page.fill('#kontakt-message', 'Pytanie wysłane bez JavaScriptu.')
  await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
  await page.waitForURL(/\?wyslano=1$/)
  expect(blocked).toEqual([])
  await close()
})
