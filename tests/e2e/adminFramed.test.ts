import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import sirv from 'sirv'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { distDir } from './site.ts'

/**
 * /admin/'s start script (lib/cms/browser/adminStart.js), on a host that sends
 * no headers, as GitHub Pages serves it: nothing but the page itself can stop
 * another site from framing the editor (frame-ancestors works only as a
 * header). A page on another origin frames it; the CMS must not start there,
 * while the same address opened on its own does start it, in Polish, on a
 * slow line too, and with the site's own strings of today.
 */
let browser: Browser
let pages: Server
let framing: Server
let site: string
let framer: string

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  browser = await launchBrowser()
  // The built files and nothing else: no _headers rules, as on GitHub Pages.
  pages = createServer(sirv(distDir, { extensions: ['html'] }))
  site = `http://127.0.0.1:${await listen(pages)}`
  // Another origin ('localhost' and another port) whose page frames the editor.
  framing = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!DOCTYPE html><html lang="pl"><title>Obca strona</title><iframe src="${site}/admin/" width="1000" height="700"></iframe>`)
  })
  framer = `http://localhost:${await listen(framing)}/`
})
afterAll(async () => {
  await browser?.close()
  for (const server of [pages, framing]) if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
})

const cmsScript = (url: string) => new URL(url).pathname.endsWith('/admin/sveltia-cms.js')

test('served without headers, /admin/ starts the CMS when opened on its own', async () => {
  const { page, errors, close } = await openPage(browser)
  const response = await page.goto(`${site}/admin/`)
  // No frame-ancestors header protects it here: only the page's own script can.
  expect(response!.headers()['content-security-policy']).toBeUndefined()
  await page.getByRole('button', { name: 'Pracuj z repozytorium testowym' }).waitFor()
  await expect(page.locator('[data-framed]').count()).resolves.toBe(0)
  expect(errors).toEqual([])
  await close()
})

test('framed by a page of another origin, /admin/ does not start the CMS and says why in Polish', async () => {
  const { page, errors, close } = await openPage(browser)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  // Whichever comes first: the sentence, or the request for the CMS's script (without the
  // guard the CMS loads and starts in the frame).
  const cmsRequested = page
    .waitForRequest((request) => cmsScript(request.url()))
    .then(
      () => 'the CMS script was requested',
      () => 'no request',
    )
  await page.goto(framer)
  const message = page.frameLocator('iframe').locator('[data-framed]')
  await expect(Promise.race([message.waitFor().then(() => 'the sentence'), cmsRequested])).resolves.toBe('the sentence')
  await expect(message.innerText()).resolves.toMatch(/^Ze względów bezpieczeństwa edytor strony nie uruchamia się wewnątrz innej strony/)
  // start.js has finished (the sentence is its last act): it requested start.js, and never the CMS.
  expect(requests.some((url) => new URL(url).pathname.endsWith('/admin/start.js'))).toBe(true)
  expect(requests.filter(cmsScript)).toEqual([])
  const admin = page.frames().find((candidate) => candidate.url().startsWith(`${site}/admin/`))!
  await expect(admin.evaluate(() => ({ cms: 'CMS' in window, buttons: document.querySelectorAll('button').length }))).resolves.toEqual({
    cms: false,
    buttons: 0,
  })
  expect(errors).toEqual([])
  await close()
})

const admin = (path: string) => readFileSync(join(distDir, 'admin', path), 'utf8')
const polish = JSON.parse(admin('locales/pl.json')) as Record<string, unknown>
const signIn = polish.work_with_test_repo as string

test('on a slow line, with its Polish strings later than the CMS waits for them, /admin/ still opens in Polish', async () => {
  // How long the CMS gives its request for the strings before it shows English (5 s in Sveltia CMS 0.221).
  const limit = Number(/\/locales`,[\w$]+=([\de.]+)[,;]/.exec(admin('sveltia-cms.js'))?.[1])
  expect(limit).toBeGreaterThan(0)
  const { page, errors, close } = await openPage(browser, { locale: 'pl-PL' })
  // A slow line, or a busy computer: the strings arrive a second after the CMS's limit.
  await page.route('**/admin/locales/pl.json', (route) => new Promise((resolve) => setTimeout(resolve, limit + 1_000)).then(() => route.continue()))
  await page.goto(`${site}/admin/`)
  await page.getByRole('button', { name: signIn }).waitFor()
  expect(errors).toEqual([])
  await close()
})

test("an editor who opened /admin/ before a site update sees the site's strings of today, not those the CMS kept", async () => {
  const { page, close } = await openPage(browser, { locale: 'pl-PL' })
  await page.goto(`${site}/admin/`)
  await page.getByRole('button', { name: signIn }).waitFor()
  // What the CMS kept of the last visit's strings (localStorage, by its version): as if the site had said it otherwise then.
  const kept = await page.evaluate(() => localStorage.getItem('sveltia-cms.locale'))
  expect(JSON.parse(kept!)).toMatchObject({ _locale: 'pl', work_with_test_repo: signIn })
  await page.evaluate((text) => localStorage.setItem('sveltia-cms.locale', text), kept!.replace(signIn, 'Dawne słowa'))
  await page.reload()
  await page.getByRole('button', { name: signIn }).waitFor()
  await expect(page.getByRole('button', { name: 'Dawne słowa' }).count()).resolves.toBe(0)
  await close()
})
