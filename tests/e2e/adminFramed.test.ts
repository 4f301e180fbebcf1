import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import sirv from 'sirv'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage } from './browser.ts'
import { distDir } from './site.ts'

/**
 * /admin/ on a host that sends no headers, as GitHub Pages serves it: nothing
 * but the page itself can stop another site from framing the editor
 * (frame-ancestors works only as a header). A page on another origin frames
 * it; the CMS must not start there, while the same address opened on its
 * own does start it.
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
