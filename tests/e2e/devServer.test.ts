import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildEnv } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'
import { DESKTOP, launchBrowser } from './browser.ts'

// `npm run dev` as an editor uses it, on a copy of the project: a mistake
// saved while a page is open turns that page (only that one) into the check's
// lines in Polish, the terminal prints the same lines without a stack trace,
// and saving the fix brings the page back, without touching the browser.
// Every wait is for a condition, never for a time: the check reruns after
// each save and the page reloads when it is done, however slow the machine.

const { root, remove } = copyProject('clinic-dev-')
const wait = { timeout: 90_000 }
let server: ChildProcess
let output = ''
let url = ''
let browser: Browser
let context: BrowserContext

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** The terminal's text, colours removed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every colour code
const terminal = () => output.replace(/\x1b\[[0-9;]*m/g, '')

/** Resolves once the terminal shows `pattern`; fails if the server stops first. */
function printed(pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (!pattern.test(terminal())) return
      server.stdout!.off('data', look)
      server.off('exit', stopped)
      resolve()
    }
    const stopped = () => reject(new Error(`npm run dev stopped:\n${terminal()}`))
    server.stdout!.on('data', look)
    server.once('exit', stopped)
    look()
  })
}

beforeAll(async () => {
  const port = await freePort()
  // Its own process group, so that the server and everything npm started for it stop together.
  server = spawn('npm', ['run', 'dev', '--', '--port', String(port)], { cwd: root, env: buildEnv({}), detached: true })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  await printed(/Sprawdzenie treści: błędy: 0/)
  await printed(new RegExp(`http://127\\.0\\.0\\.1:${port}/`))
  url = `http://127.0.0.1:${port}`
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: DESKTOP })
  await context.addCookies([{ name: 'cookie-consent', value: 'rejected', url }])
})

afterAll(async () => {
  await browser?.close()
  if (server?.pid) {
    const stopped = new Promise((resolve) => server.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await stopped
  }
  remove()
})

/** Replaces the text of `file` (from the copy's root), returning a function that puts the original back. */
function edit(file: string, change: (text: string) => string): () => void {
  const path = join(root, file)
  const original = readFileSync(path, 'utf8')
  writeFileSync(path, change(original))
  return () => writeFileSync(path, original)
}

const titleOf = (file: string) => /^title: (.+)$/m.exec(readFileSync(join(root, file), 'utf8'))![1]!.replace(/^["']|["']$/g, '')

/** Waits for `page`, as it is, to show its own title as its heading. */
async function showsPage(page: Page, title: string): Promise<void> {
  await page.locator('main h1', { hasText: new RegExp(`^${title}$`) }).waitFor(wait)
  expect(await page.locator('.dev-problems').count()).toBe(0)
}

test('listens on this computer only, and says so', () => {
  expect(terminal()).toMatch(/Local:\s+http:\/\/127\.0\.0\.1:\d+\//)
  expect(terminal()).not.toContain('Network:')
})

test("a mistake in a page shows the check's line on that page only, in the terminal too, and the fix brings the page back", async () => {
  const page = await context.newPage()
  await page.goto(`${url}/kontakt`)
  await showsPage(page, titleOf('content/kontakt.mdx'))

  // An unknown component at the end of the first line of text.
  let line = 0
  let column = 0
  const restore = edit('content/kontakt.mdx', (text) => {
    const lines = text.split('\n')
    const body = lines.indexOf('---', 1) + 1
    const index = lines.findIndex((candidate, at) => at > body && candidate.trim() !== '')
    line = index + 1
    column = lines[index]!.length + 2
    lines[index] += ' <Phnoe />'
    return lines.join('\n')
  })

  // The open page reloads by itself and lists the problem at its place.
  const problem = page.locator(`li[data-problem^="content/kontakt.mdx:${line}:${column}: "]`)
  await problem.waitFor(wait)
  expect(await problem.innerText()).toContain('Phnoe')
  expect(await page.locator('h1').innerText()).toContain('/kontakt')
  const printed = (await problem.getAttribute('data-problem'))!
  await expect.poll(() => terminal().split('\n'), wait).toContain(printed)

  // Another page still renders.
  const other = await context.newPage()
  const response = await other.goto(`${url}/cennik`)
  expect(response?.status()).toBe(200)
  await showsPage(other, titleOf('content/cennik.mdx'))
  await other.close()

  restore()
  await showsPage(page, titleOf('content/kontakt.mdx'))
  await page.close()
  expect(terminal()).not.toMatch(/^\s+at /m)
  expect(terminal()).not.toContain('Error:')
})

test('a mistake in a data file shows its line on every page, with no ZodError in the terminal', async () => {
  const page = await context.newPage()
  await page.goto(`${url}/cennik`)
  await showsPage(page, titleOf('content/cennik.mdx'))
  const restore = edit('content/data/navigation.yaml', (text) => text.replace(/^(\s+)href:/m, '$1hraf:'))
  await page.locator('li[data-problem^="content/data/navigation.yaml:"]').first().waitFor(wait)
  const other = await context.newPage()
  await other.goto(`${url}/kontakt`)
  await other.locator('li[data-problem^="content/data/navigation.yaml:"]').first().waitFor(wait)
  await other.close()
  restore()
  await showsPage(page, titleOf('content/cennik.mdx'))
  await page.close()
  expect(terminal()).not.toContain('ZodError')
  expect(terminal()).not.toMatch(/^\s+at /m)
})
