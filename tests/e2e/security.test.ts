import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { metaPolicy } from '../../lib/security/policyMeta.ts'
import { parseHeadersFile } from '../../lib/security/securityHeaders.ts'
import { launchBrowser, openPage } from './browser.ts'
import { watchViolations } from './cspViolations.ts'
import { contentPages, distDir } from './site.ts'
import { nextWeekday } from './formService.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// The live build's pages under the policy (a file of tests/e2e/contentSuites.ts); the planted
// variant of the frozen site, which tests code, is in securityPlanted.test.ts.

test('every page is served with the security headers and reports no CSP violation, banner included', async () => {
  const { page, close } = await openPage(browser, { firstVisit: true })
  const violations = await watchViolations(page)
  const found: string[] = []
  for (const { route } of contentPages) {
    const response = await page.goto(route)
    const headers = response!.headers()
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).not.toContain('unsafe-inline')
    // The policy lets no inline script run (issue 32: it once allowed whatever a page carried), and no page has one.
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*sha256-/)
    await expect(page.locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])').count(), route).resolves.toBe(0)
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
  await page.fill('#rezerwacja-date', nextWeekday())
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

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  )
}

const builtPolicy = () => {
  const headers = Object.fromEntries(parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'))[0]!.headers)
  return { csp: headers['Content-Security-Policy']!, referrer: headers['Referrer-Policy']! }
}

test('every built page carries the policy as <meta>, before anything it governs, without frame-ancestors', () => {
  const { csp, referrer } = builtPolicy()
  const expected = metaPolicy(csp)
  expect(expected).not.toContain('frame-ancestors')
  // Every content page, and 404.html beside them; /admin/ has a policy of its own (the next test).
  const files = htmlFiles(distDir).filter((file) => !relative(distDir, file).startsWith('admin/'))
  expect(files.length).toBeGreaterThan(contentPages.length)
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const name = relative(distDir, file)
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)]
    expect(
      metas.map((match) => match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')),
      name,
    ).toEqual([expected])
    expect(html, name).toContain(`<meta name="referrer" content="${referrer}">`)
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
    // A meta policy governs only what follows it.
    const policyAt = head.indexOf('http-equiv="Content-Security-Policy"')
    for (const resource of ['<link', '<script', '<style']) {
      if (head.includes(resource)) expect(policyAt, `${name}: ${resource}`).toBeLessThan(head.indexOf(resource))
    }
    expect(Buffer.byteLength(html.slice(0, html.indexOf('<meta charset="'))), `${name}: <meta charset> in the first 1024 bytes`).toBeLessThan(1024)
  }
})

/** As a host that sends none of `_headers` (GitHub Pages) would serve the pages: only the <meta> policy applies. */
async function withoutPolicyHeaders(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const headers = { ...response.headers() }
    // The body arrives decoded, so its encoding and length headers no longer hold.
    for (const name of [
      'content-security-policy',
      'referrer-policy',
      'permissions-policy',
      'strict-transport-security',
      'content-encoding',
      'content-length',
    ]) {
      delete headers[name]
    }
    await route.fulfill({ response, headers })
  })
}

test('without the headers, the <meta> policy alone lets every page work, banner included, and blocks an injected script', async () => {
  const { page, errors, close } = await openPage(browser, { firstVisit: true })
  await withoutPolicyHeaders(page.context())
  const violations = await watchViolations(page)
  const found: string[] = []
  for (const route of [...contentPages.map((page) => page.route), '/nie-ma-takiej-strony']) {
    const response = await page.goto(route)
    expect(response!.headers()['content-security-policy'], route).toBeUndefined()
    await page.waitForTimeout(100)
    found.push(...(await violations()).map((violation) => `${route}: ${violation}`))
  }
  await page.locator('.cookie-banner').waitFor()
  found.push(...(await violations()))
  expect(found).toEqual([])
  // The 404 page's own status is the one console error Chrome logs for it.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])

  // The policy is in force: an inline script (as an injection would add) does not run.
  await page.goto('/kontakt')
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true })
        setTimeout(() => resolve('no violation'), 2000)
        const script = document.createElement('script')
        script.textContent = 'window.injected = true'
        document.head.append(script)
      }),
  )
  expect(blocked).toBe('script-src-elem')
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  await close()
})

test('/admin/ carries its own policy as <meta>, the same as its _headers rule, and is never indexed', () => {
  const html = readFileSync(join(distDir, 'admin/index.html'), 'utf8')
  const rules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'))
  const served = new Map<string, string>()
  for (const rule of rules.filter((candidate) => candidate.pattern.test('/admin/'))) {
    for (const name of rule.detach) served.delete(name)
    for (const [name, value] of rule.headers) served.set(name, value)
  }
  const csp = served.get('Content-Security-Policy')!
  expect(csp).not.toBe(builtPolicy().csp)
  expect([...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((match) => match[1]!.replace(/&#39;|&apos;/g, "'"))).toEqual([
    metaPolicy(csp),
  ])
  expect(served.get('X-Robots-Tag')).toBe('noindex, nofollow')
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
})
