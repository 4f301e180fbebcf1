import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { remainingSampleLabels } from '../../lib/data/siteSamples.ts'
import { launchBrowser, openPage } from './browser.ts'
import { contentPages } from './site.ts'

// Issue 42: on a phone's first screen (360x740, a cookie choice made) every page
// shows its H1 and the actions of its page header; the sample notice above them
// is one line, not the list that once filled the screen, and never printed.
const SCREEN = { width: 360, height: 740 }
/** Whether this build carries the notice: while content/ still holds a sample (none once the clinic replaced them all). */
const samplesRemain = remainingSampleLabels().length > 0

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test('every page at 360x740: the H1 and the page header actions on the first screen, a one-line sample notice not printed', async () => {
  const { page, close } = await openPage(browser, { viewport: SCREEN })
  const problems: string[] = []
  for (const { route } of contentPages) {
    await page.goto(route, { waitUntil: 'load' })
    const screen = await page.evaluate(() => {
      const bottom = (element: Element) => element.getBoundingClientRect().bottom
      const header = document.querySelector('.site-header')!.getBoundingClientRect()
      const h1 = document.querySelector('main h1')!.getBoundingClientRect()
      const notice = document.querySelector<HTMLElement>('.sample-notice p')
      return {
        h1: { top: h1.top, bottom: h1.bottom, headerBottom: header.bottom },
        actions: [...document.querySelectorAll('main .page-header a')].map((link) => ({ text: link.textContent, bottom: bottom(link) })),
        notice: notice && { height: notice.getBoundingClientRect().height, line: Number.parseFloat(getComputedStyle(notice).lineHeight) },
      }
    })
    if (screen.h1.top < screen.h1.headerBottom || screen.h1.bottom > SCREEN.height) problems.push(`${route}: H1 at ${screen.h1.top}–${screen.h1.bottom} px`)
    for (const action of screen.actions) if (action.bottom > SCREEN.height) problems.push(`${route}: „${action.text}” ends at ${action.bottom} px`)
    if (!screen.notice !== !samplesRemain) problems.push(`${route}: sample notice ${screen.notice ? 'shown with no sample left' : 'missing'}`)
    // One line; two at most where a phone's font is wider than this one (the padding is outside the <p>).
    else if (screen.notice && screen.notice.height > 2 * screen.notice.line + 1) problems.push(`${route}: sample notice ${screen.notice.height} px tall`)
    await page.emulateMedia({ media: 'print' })
    if (await page.locator('.sample-notice').isVisible()) problems.push(`${route}: sample notice printed`)
    await page.emulateMedia({ media: 'screen' })
  }
  expect(problems).toEqual([])
  await close()
})
