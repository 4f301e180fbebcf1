import { writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStaticServer } from '../../scripts/staticServer.ts'
import { buildSite } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'
import { launchBrowser, openPage } from './browser.ts'
import { watchViolations } from './cspViolations.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

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
