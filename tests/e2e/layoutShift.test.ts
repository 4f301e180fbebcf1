import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { DESKTOP, MOBILE, baseUrl, launchBrowser, openPage } from './browser.ts'
import { htmlInPieces } from './htmlInPieces.ts'

// Hydration must move nothing: a visitor who reads the first screen or scrolls
// through a page while its scripts are still on the way must not see controls
// pop in above what they are reading. Layout shifts are summed as the browser
// reports them: every entry, not only those without recent input, and with
// scroll anchoring off (Safari has none; in Chromium it hides a shift above
// the reader by scrolling along), so the figure is the strictest.

const DELAYS = [300, 1500]
const paths = ['/badania-laboratoryjne', '/cennik', '/rezerwacja', '/']
const cases = paths.flatMap((path) => [MOBILE, DESKTOP].flatMap((viewport) => DELAYS.map((delay) => ({ path, viewport, delay }))))

let browser: Browser
let slowNetwork: Awaited<ReturnType<typeof htmlInPieces>>
beforeAll(async () => {
  browser = await launchBrowser()
  slowNetwork = await htmlInPieces(baseUrl())
})
const measured: string[] = []
afterAll(async () => {
  console.log(`Layout shift while scrolling with late scripts:\n${measured.join('\n')}`)
  await browser?.close()
  await slowNetwork?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Shift = { value: number; nodes: string[] }

/** Records every layout-shift entry from the very start of the page, with scroll anchoring off. */
function recordShifts() {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style')
    style.textContent = '* { overflow-anchor: none !important; }'
    document.head.append(style)
  })
  const shifts: Shift[] = []
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
      const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node)))
      shifts.push({ value: entry.value, nodes })
    }
  }
  const observer = new PerformanceObserver((list) => record(list.getEntries()))
  observer.observe({ type: 'layout-shift', buffered: true })
  // Every shift of the frames drawn so far, including those whose callback has not run yet.
  ;(window as unknown as { shiftsSoFar: () => typeof shifts }).shiftsSoFar = () => {
    record(observer.takeRecords())
    return shifts
  }
}

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shiftsSoFar: () => Shift[] }).shiftsSoFar())

/** Resolves once the browser has drawn two more frames: what was scrolled to is on the screen, and its shifts are reported. */
const framesDrawn = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

/**
 * Scrolls down the whole page briskly, as a visitor looking for a price does:
 * 400 px a frame, each position drawn before the next (the scroll runs in the
 * frame's callback, so the islands' observer and the shift count see every
 * screen). In the page, in one call: a round trip and a fixed wait per step
 * made a long page take seconds.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = scrollY; y < document.documentElement.scrollHeight - innerHeight; y += 400) {
      await frame()
      scrollBy(0, 400)
    }
    await frame()
  })
}

/**
 * Loads the page with its scripts late, lets the first screen's islands come alive, scrolls through it twice
 * and back to each island. `steps` gets the name of each step as it starts: where a case that hangs stood.
 */
async function comeAlive(page: Page, path: string, steps: string[]) {
  steps.push('loading')
  await page.goto(path, { waitUntil: 'commit' })
  await page.locator('footer').waitFor({ state: 'attached' })
  // Reading the first screen while the scripts arrive (the page's own, then
  // its load event) and its islands come alive; only then the visitor scrolls.
  await page.waitForLoadState('load')
  steps.push('the first screen coming alive')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every(
      (island) => island.getBoundingClientRect().top > innerHeight + 400 || island.hasAttribute('data-hydrated'),
    ),
  )
  steps.push('scrolling down')
  await scrollThrough(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  steps.push('scrolling down again')
  await scrollThrough(page)
  steps.push('back at each island')
  // Whatever was scrolled past too fast comes alive when the visitor is back at it.
  for (const island of await page.locator('[data-island]').all()) {
    await island.scrollIntoViewIfNeeded()
    await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
  }
  steps.push('the last frames')
  await framesDrawn(page)
}

/**
 * Where a case stood when a wait failed: its islands (alive or not, and where) and the console's errors. Each
 * read has 10 s: a page that draws no more frames may answer no more either.
 */
async function whereItStood(page: Page, errors: string[]): Promise<string> {
  const read = <T>(reading: Promise<T>, otherwise: T) =>
    Promise.race([reading.catch(() => otherwise), new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), 10_000).unref())])
  const islands = await read(
    page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].map(
        (island) =>
          `${island.getAttribute('data-island')} at ${Math.round(island.getBoundingClientRect().top)} px: ${island.hasAttribute('data-hydrated') ? 'alive' : 'not alive'}`,
      ),
    ),
    ['(not read)'],
  )
  // Whether the page is seen as visible and still draws frames: a hang seen twice stood in a wait for the next frame.
  const drawing = await read(
    page.evaluate(() => `${document.visibilityState}, focus ${document.hasFocus()}`),
    '?',
  )
  const frame = await read(
    page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('came')))),
    'none in 10 s',
  )
  return `scrolled to ${await read(
    page.evaluate(() => String(scrollY)),
    '?',
  )} px; islands: ${islands.join('; ')}; page: ${drawing}; next frame: ${frame}; console errors: ${JSON.stringify(errors)}`
}

// The cases run side by side (vitest's maxConcurrency, 5 at a time), each in its own browser context: most
// of a case is waiting for its delayed scripts, and one after the other they took a minute of waiting.
// One retry: about one whole run of this file in fifteen, one case stood still in a wait for the page's next
// frame (twice on /cennik, scripts 300 ms late, while scrolling; not again in 80 runs of /cennik's cases
// alone), with no error and no shift. Its cause is not known; each such stop is printed (console.warn) with
// where it stood, so a retry leaves a trace in the output, and a shift fails both tries.
describe.concurrent('no layout shift while islands come alive', { retry: 1 }, () => {
  test.for(cases)('$path at $viewport.width px, scripts $delay ms late', async ({ path, viewport, delay }, { expect }) => {
    // bypassCSP lets the test's own style (scroll anchoring off) in; the site's policy is tested elsewhere.
    const { page, errors, close } = await openPage(browser, { viewport, bypassCSP: true })
    await page.addInitScript(recordShifts)
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await sleep(delay)
      await route.continue()
    })
    // Each wait of the page ends at WAIT (60 s, browser.ts), and a case with no end 90 s in, inside the test's
    // 120 s (a frame never drawn is waited for without a limit), says at which step and where it stood instead
    // of only that it timed out (once in a whole run, and once in five runs of this file alone).
    const steps: string[] = []
    let stuck: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        comeAlive(page, path, steps),
        new Promise<never>((_, reject) => (stuck = setTimeout(() => reject(new Error('no end after 90 s')), 90_000))),
      ])
    } catch (error) {
      const stood = `${(error as Error).message} (${path} at ${viewport.width} px, scripts ${delay} ms late)\nat: ${steps.at(-1)}; ${await whereItStood(page, errors)}`
      console.warn(stood)
      throw new Error(stood, { cause: error })
    } finally {
      clearTimeout(stuck)
    }
    const shifts = await shiftsSoFar(page)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    measured.push(`${path} ${viewport.width} px ${delay} ms: ${total.toFixed(4)}`)
    expect(shifts, JSON.stringify(shifts)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

// On a weak signal a page arrives in pieces, and the browser draws what it has
// so far: the header's right-aligned menu with one of its items, the home
// page's heading centred beside a card not yet there, five of seven cards
// three to a row where seven stand four and three. What is drawn must stay
// where it is as the rest arrives (pages/+Head.tsx holds the first frame
// until the page's header is whole; a list of tiles shows once whole,
// components/layout/TilesEnd.tsx). Without that, the late-scripts cases
// above failed too, now and then, on a busy machine: its parser drew the same
// half-read header.
describe.concurrent('nothing drawn moves while the page arrives in pieces', () => {
  test.for(paths.flatMap((path) => [MOBILE, DESKTOP].map((viewport) => ({ path, viewport }))))(
    '$path at $viewport.width px',
    async ({ path, viewport }, { expect }) => {
      const { page, errors, close } = await openPage(browser, { viewport, bypassCSP: true, baseURL: slowNetwork.url })
      await page.addInitScript(recordShifts)
      // The page stops at each of its stops (htmlInPieces.ts) until the browser has reached it. First right
      // after its title, in the middle of its header, once the browser has read it and the styles: a browser
      // that draws half a header draws it now (Chromium did, and the home page's heading moved down as the card
      // beside it arrived, CI of stop 53). Then after each card of its first list of cards, once that card is
      // drawn with the list on the screen: five of seven stood three to a row, then seven four (the clinic
      // year's run, where the home page's cards began on its first screen). Or, on a page without
      // cards, before its last piece once it is drawn: what comes after has a drawn page to move, however slow
      // the machine (else the case tests nothing).
      const token = randomUUID()
      await page.goto(`${path}?held=${token}`, { waitUntil: 'commit' })
      const stops = slowNetwork.stops(token)
      try {
        for (const stop of stops) {
          if (stop.at === 'title') {
            await page.waitForFunction(
              () => document.querySelector('h1') && [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet),
              undefined,
              { polling: 100 },
            )
          } else {
            const cards = stop.at === 'card' ? stop.cards : 0
            await page
              .waitForFunction(
                (count) => performance.getEntriesByName('first-paint').length > 0 && document.querySelectorAll('ul.cards > li').length >= count,
                cards,
                {
                  polling: 100,
                },
              )
              .catch((error: Error) => {
                throw new Error(`the page was not drawn at its stop ${JSON.stringify(stop)}, so the case would test nothing: ${error.message}`)
              })
            // The visitor has scrolled to the cards coming in (a shift counts only on the screen).
            if (stop.at === 'card') await page.evaluate(() => document.querySelector('ul.cards')?.scrollIntoView())
            await framesDrawn(page)
          }
          slowNetwork.release(token)
        }
      } finally {
        // Whatever happened, the page's rest comes, and the server can close.
        for (const _ of stops) slowNetwork.release(token)
      }
      await page.waitForLoadState('load')
      await framesDrawn(page)
      const shifts = await shiftsSoFar(page)
      expect(shifts, JSON.stringify(shifts)).toEqual([])
      expect(errors).toEqual([])
      await close()
    },
  )
})
