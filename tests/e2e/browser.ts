import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { launchChromium } from '../../scripts/launchChromium.ts'

const agents = new Map<string, string>()

/**
 * A tag in the User-Agent of every page this test file opens, one per file,
 * so its submissions can be told apart from those of the file running beside
 * it (tests/e2e/formService.ts). Keyed by the file that runs: a worker loads
 * this module once for all its files (vitest's isolate: false, issue 41), and
 * a file must not see what the file before it sent.
 */
export function testAgent(): string {
  const file = expect.getState().testPath ?? ''
  let agent = agents.get(file)
  if (!agent) agents.set(file, (agent = `clinic-test/${randomUUID()}`))
  return agent
}

export { AXE_TAGS } from '../axeTags.ts'

/**
 * How long a wait for a condition (a locator, a poll) goes on before its test fails: 60 s, twice Playwright's
 * own. Nothing waits this long when it goes well; on two cores shared with another whole run, the editor once
 * took over 30 s to open (CI of stop 52), and a wait that ends first fails a test that would have passed.
 */
export const WAIT = 60_000

/** A text as the data wrote it: a phone link keeps its number whole with no-break spaces and hyphens (displayPhone). */
export const plainText = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-')

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }
/** A common Android phone, the narrowest the spec's visitors mostly use: the site search's tests browse with it. */
export const PHONE = { width: 360, height: 740 }

/** Debian's Chromium headless shell, or the full Chromium (scripts/launchChromium.ts). */
export const launchBrowser = launchChromium

export function baseUrl(): string {
  return inject('baseUrl')
}

const EDITOR_PATH = '/admin/'

/**
 * Runs in each page before its scripts. The browser editor (Sveltia CMS) fades every change of screen with
 * a view transition: the old and new screens' snapshots blended for a quarter of a second. Headless
 * Chromium draws each of those frames in software, about 30 ms a frame: about a fifth of the processor time
 * of opening a form (issue 41, docs/PERFORMANCE.md; in whole test files, which mostly draw whole forms, the
 * gain is within the runs' noise). The tests read
 * what the screens say and do, not how they fade: on the editor's pages the transition has no animation, so
 * it ends at once (as Playwright's screenshots stop animations). The screens, and when they change, are the
 * editor's own. The site's pages have no view transitions and get nothing (their CSP allows no inline style).
 */
function withoutViewTransitions(editorPath: string) {
  if (!location.pathname.includes(editorPath)) return
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style')
    style.textContent = '::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) { animation: none !important }'
    // A document without a head (a file shown as text) takes it at its root.
    ;(document.head ?? document.documentElement)?.append(style)
  })
}

/**
 * A fresh page (own cookies) that records console errors and uncaught exceptions.
 * Unless `firstVisit` is set, the visitor has already made a cookie choice, so the
 * banner stays away (tests/e2e/consent.test.ts covers the first visit).
 */
export async function openPage(
  browser: Browser,
  { firstVisit = false, ...options }: BrowserContextOptions & { firstVisit?: boolean } = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36 ${testAgent()}`
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), userAgent, ...options })
  context.setDefaultTimeout(WAIT)
  if (!firstVisit) await context.addCookies([{ name: 'cookie-consent', value: 'rejected', url: baseUrl() }])
  await context.addInitScript(withoutViewTransitions, EDITOR_PATH)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors, close: () => context.close() }
}

/**
 * For a test file that reads many pages: one browser and one page (a visitor
 * who has made a cookie choice) shared by its tests, closed after them.
 */
export function sharedPage(): { browser: Browser; page: Page } {
  const shared = {} as { browser: Browser; page: Page; close: () => Promise<void> }
  beforeAll(async () => {
    shared.browser = await launchBrowser()
    Object.assign(shared, await openPage(shared.browser))
  })
  afterAll(async () => {
    await shared.close?.()
    await shared.browser?.close()
  })
  return shared
}

/**
 * Waits until the page's stylesheets are loaded and applied. A test that goes
 * on at 'commit' (to act before the scripts arrive) and then reads what is
 * visible must wait for this first: on a busy machine the HTML can be parsed
 * well before the stylesheet arrives, and until then everything shows.
 */
export async function stylesApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="stylesheet"]')]
    return links.length > 0 && links.every((link) => link.sheet !== null)
  })
}

/** Opens `path` and returns the text of <main>, every run of white space as one space. */
export async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(path)
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
}

/**
 * A table row as a reader has it: the row's text and the text of each note under the table that the row
 * points to ('Zob. uwagę 1 pod tabelą', components/mdx/VaccinePriceTable/VaccinePriceTable.tsx), every run of white space
 * as one space. A note several rows share is said once under the table, so a row's facts are in both.
 */
export function rowText(row: Locator): Promise<string> {
  return row.evaluate((tr: HTMLElement) => {
    const notes = [...tr.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map(
      (link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))?.innerText ?? '',
    )
    return [tr.innerText, ...notes].join(' ').replace(/\s+/g, ' ').trim()
  })
}
