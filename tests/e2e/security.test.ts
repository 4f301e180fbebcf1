import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, relative } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { buildSite } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'
import { metaPolicy } from '../../lib/security/policyMeta.ts'
import { parseHeadersFile } from '../../lib/security/securityHeaders.ts'
import { launchBrowser, openPage } from './browser.ts'
import { contentPages, distDir } from './site.ts'

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

// Issue 40: a planted variant of the frozen test site, with everything a build still accepts that
// could reach a visitor's stored sign-in (links with rel="opener", another site's links, the site's
// own images) and a script file at /images/ as if one had got there past the check. It is built
// for the address it is served at (SITE_ORIGINS), so its policy names the build's assets/ folder
// as a host's build does (lib/security/scriptSources.ts). An editor's token waits in localStorage;
// no planted code may run and nothing may read it.
describe('a planted variant, served with a token in localStorage', () => {
  const token = 'ghp_PODRZUCONY0TOKEN0EDYTORA'
  const project = copyProject('clinic-planted-')
  let server: Server
  let origin = ''
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end()

  beforeAll(async () => {
    // The port first: the build names the address it will be served at.
    server = createServer((req, res) => handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    writeFileSync(
      join(project.root, 'content/proba.mdx'),
      [
        '---',
        'title: Strona próbna',
        'description: "Strona próbna testu bezpieczeństwa: odnośniki i obrazy, które sprawdzenie przepuszcza."',
        'group: uslugi',
        '---',
        '',
        'Zobacz <a href="https://example.org/" target="_blank" rel="opener">inną stronę</a>, [jeszcze inną](https://example.org/b)',
        'i <a href="/kontakt" target="_blank" rel="opener">kontakt w nowej karcie</a>.',
        '',
        '![Rysunek](/images/prep.svg)',
        '',
        '<img src="/images/prep.svg" alt="Rysunek jeszcze raz" /> [Rysunek jako plik](/images/prep.svg)',
        '',
      ].join('\n'),
    )
    const client = await buildSite('dist/planted', { SITE_ORIGINS: origin }, project.root)
    // As if a script had got into public/images/ past the check: it would send the token away.
    writeFileSync(
      join(client, 'images/widget.js'),
      "window.planted = true; fetch('/kradziez?t=' + encodeURIComponent(localStorage.getItem('sveltia-cms.user')))\n",
    )
    const site = createStaticServer(client)
    handle = (req, res) => site.emit('request', req, res)
  }, 180_000)

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    project.remove()
  })

  /** A visitor whose browser holds an editor's token; every read of it, and every request that carries it, is recorded. */
  async function visitor() {
    const opened = await openPage(browser, { baseURL: origin, firstVisit: true })
    const sent: string[] = []
    opened.page.context().on('request', (request) => {
      if (/kradziez|widget\.js/.test(request.url()) || request.url().includes(token) || (request.postData() ?? '').includes(token)) sent.push(request.url())
    })
    await opened.page.context().addInitScript((stored) => {
      localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token: stored }))
      const reads: string[] = []
      ;(window as unknown as { tokenReads: string[] }).tokenReads = reads
      const getItem = Storage.prototype.getItem
      Storage.prototype.getItem = function (key: string) {
        if (key === 'sveltia-cms.user') reads.push(new Error().stack ?? key)
        return getItem.call(this, key)
      }
    }, token)
    const violations = await watchViolations(opened.page)
    const state = () =>
      opened.page.evaluate(() => ({
        planted: (window as unknown as { planted?: boolean }).planted ?? false,
        reads: (window as unknown as { tokenReads: string[] }).tokenReads,
      }))
    return { ...opened, sent, violations, state }
  }

  test('no planted code runs, nothing reads the token, new tabs get no handle on the page, and the islands still work', async () => {
    const { page, errors, sent, violations, state, close } = await visitor()
    await page.goto('/proba')
    // Every link that opens a tab carries the site's rel, whatever the page wrote.
    const links = await page
      .locator('main a[target]')
      .evaluateAll((anchors) => anchors.map((anchor) => `${anchor.getAttribute('href')} ${anchor.getAttribute('rel')}`))
    expect(links).toEqual(['https://example.org/ noopener noreferrer', 'https://example.org/b noopener noreferrer', '/kontakt noopener noreferrer'])
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('main a[href="/kontakt"]').click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await tab.close()

    // The script file at /images/ cannot run, however the page would reach for it.
    // Written as text: vitest would rewrite an import() in a function passed to the page.
    const attempts = await page.evaluate(`(async () => {
      const outcome = (load) => load().then(() => 'ran', () => 'blocked')
      const element = () => new Promise((resolve, reject) => {
        const script = document.createElement('script')
        script.src = '/images/widget.js'
        script.onload = resolve
        script.onerror = reject
        document.head.append(script)
      })
      const worker = () => new Promise((resolve, reject) => {
        try {
          const started = new Worker('/images/widget.js')
          started.onerror = reject
          setTimeout(resolve, 1000)
        } catch (error) {
          reject(error)
        }
      })
      return [await outcome(element), await outcome(() => import('/images/widget.js')), await outcome(worker)]
    })()`)
    expect(attempts).toEqual(['blocked', 'blocked', 'blocked'])
    expect((await violations()).filter((violation) => violation.includes('widget.js')).length).toBeGreaterThan(0)

    // The site's own scripts run under the same policy: the banner, and a form's island.
    await page.locator('.cookie-banner').waitFor()
    await page.goto('/kontakt')
    await page.locator('[data-island]').first().scrollIntoViewIfNeeded()
    await page.locator('[data-island][data-hydrated]').first().waitFor()

    expect(await state()).toEqual({ planted: false, reads: [] })
    expect(sent.filter((url) => !url.endsWith('/images/widget.js'))).toEqual([])
    expect((await violations()).filter((violation) => !violation.includes('widget.js'))).toEqual([])
    expect(
      errors.filter((error) => !/widget\.js|Content Security Policy|Failed to fetch dynamically imported module|Failed to construct 'Worker'/.test(error)),
    ).toEqual([])
    await close()
  })
})
