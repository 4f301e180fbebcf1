import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { forms } from '../../lib/data/siteData.ts'
import { messages, summaryText } from '../../lib/forms/messages.ts'
import { timeSlots } from '../../lib/forms/timeSlots.ts'
import { pageJavaScript } from '../../scripts/pageJavaScript.ts'
import { DESKTOP, MOBILE, launchBrowser, openPage } from './browser.ts'
import { SUBMISSION_ID, clearSubmissions, nextWeekday, submissions } from './formService.ts'
import { builtHtml, distDir } from './site.ts'
import { aSlot } from './bookingSlots.ts'
import { expectedNames, probe } from './labProbe.ts'

// Visitors do not wait for scripts. Every test here holds the page's scripts
// back as a slow phone network would, types, picks and clicks while the HTML
// is alone on the screen, and only then lets the islands come alive.

// Two moments the scripts come: while the visitor types (let through once the
// first value is in, so the others land while the island loads and comes alive,
// or just after, and must be kept too), and only once everything is typed (so
// every value is typed before hydration). The test releases them at that
// moment, not a timer: with every script 300 ms late every value was still
// typed before hydration here (the "while" case was never hit), and 1500 ms
// late was mostly waiting.
const VIEWPORTS = [MOBILE, DESKTOP]
const sizes = VIEWPORTS.flatMap((viewport) => [
  { viewport, afterTyping: false, name: `${viewport.width} px, scripts while typing` },
  { viewport, afterTyping: true, name: `${viewport.width} px, scripts only after the typing` },
])

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())
beforeEach(clearSubmissions)

/** Counts the values typed before hydration (and those typed while it ran) that were found again after it. */
const kept = { early: 0, during: 0 }
afterAll(() => console.log(`Values typed before hydration and kept: ${kept.early}; typed while the island was coming alive and kept: ${kept.during}`))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Holds every script `delay` ms, as a slow network does, and (with `until`) until the test has typed what it types early. */
async function delayScripts(page: Page, delay: number, until: Promise<void> = Promise.resolve()) {
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await Promise.all([sleep(delay), until])
    await route.continue().catch(() => {}) // the page may have gone on (a plain post)
  })
}

/** A hold for the scripts that the test lets go once it has typed: `typed()` releases them. */
function untilTyped() {
  let typed!: () => void
  const typing = new Promise<void>((resolve) => (typed = resolve))
  return { typing, typed }
}

/**
 * Scripts held until the first value is typed (`firstTyped`, for fillEarly's
 * `onFirst`), or (afterTyping) until everything is (`typed()`).
 */
function lateScripts(afterTyping: boolean) {
  const first = untilTyped()
  const all = untilTyped()
  return {
    slowDown: (page: Page) => delayScripts(page, 0, afterTyping ? all.typing : first.typing),
    firstTyped: first.typed,
    typed: all.typed,
  }
}

/**
 * Lets only the page's own entry script (and its static imports) through, and
 * holds React and the island chunks until `release()`: the moment after the
 * site's script runs and before an island is live.
 */
async function holdIslands(page: Page, path: string, { fail = false } = {}) {
  const html = builtHtml(path)
  const entry = new Set(pageJavaScript(distDir, html.replaceAll('data-island=', 'data-no-island=')).files)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (entry.has(new URL(route.request().url()).pathname)) return route.continue()
    await released
    await (fail ? route.abort() : route.continue()).catch(() => {})
  })
  return release
}

/**
 * Opens `path` with `slowDown` holding its scripts (set up before the page
 * asks for them) and returns as soon as the HTML is there.
 */
async function openEarly<T>(path: string, viewport: { width: number; height: number }, slowDown: (page: Page) => Promise<T>) {
  const opened = await openPage(browser, { viewport })
  const held = await slowDown(opened.page)
  await opened.page.goto(path, { waitUntil: 'commit' })
  return { ...opened, held }
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
const isLive = (page: Page, name: string) => island(page, name).evaluate((element) => element.hasAttribute('data-hydrated'))
const waitLive = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ timeout: 20_000 })

/**
 * Fills fields (id → value; selects by value) while the island is not live,
 * and returns the ids typed before it was. The first always is (else the test
 * proves nothing); with the scripts let through after it (`onFirst`) the
 * others land while the island comes alive, or after, which must keep them too.
 */
async function fillEarly(
  page: Page,
  islandName: string,
  values: Record<string, string>,
  { allEarly = true, onFirst = () => {} }: { allEarly?: boolean; onFirst?: () => void } = {},
) {
  const early = new Set<string>()
  for (const [id, value] of Object.entries(values)) {
    if (!(await isLive(page, islandName))) early.add(id)
    const tag = await page.locator(id).evaluate((element) => element.tagName)
    if (tag === 'SELECT') await page.selectOption(id, value)
    else await page.fill(id, value)
    if (id === Object.keys(values)[0]) onFirst()
  }
  expect(early.has(Object.keys(values)[0]!), 'the first value was typed before hydration').toBe(true)
  if (allEarly) expect([...early], 'every value was typed before hydration').toEqual(Object.keys(values))
  return early
}

/** Checks the fields hold `values`; counts those typed in the page (`typedEarly` says which were typed before hydration). */
async function expectValues(page: Page, values: Record<string, string>, typedEarly?: Set<string>) {
  for (const [id, value] of Object.entries(values)) {
    await expect(page.inputValue(id), id).resolves.toBe(value)
    if (typedEarly?.has(id)) kept.early++
    else if (typedEarly) kept.during++
  }
}

const CONTACT = 'forms/ContactForm'
const BOOKING = 'forms/BookingForm'
const LAB = 'prices/LabPriceSearch'

const contactValues = {
  '#kontakt-service': 'travel',
  '#kontakt-name': 'Łucja Żak-Nowak',
  '#kontakt-email': 'lucja@example.com',
  '#kontakt-phone': '+48 600-100-200',
  '#kontakt-message': 'Jakie szczepienia przed wyjazdem do Kenii?',
}
const contactFields = {
  service: 'travel',
  name: 'Łucja Żak-Nowak',
  email: 'lucja@example.com',
  phone: '+48 600-100-200',
  message: 'Jakie szczepienia przed wyjazdem do Kenii?',
}

const bookingValues = () => ({
  '#rezerwacja-visitType': 'vaccination',
  '#rezerwacja-vaccineType': 'hepatitis',
  '#rezerwacja-name': "Anne O'Neill",
  '#rezerwacja-email': 'anne@example.com',
  '#rezerwacja-phone': '600 100 200',
  '#rezerwacja-date': nextWeekday(),
  '#rezerwacja-time': aSlot('vaccination'),
  '#rezerwacja-message': 'Druga dawka, pierwsza w marcu.',
})

describe.each(sizes)('typed before the scripts arrive ($name)', ({ viewport, afterTyping }) => {
  test.each(['/kontakt', '/'])('the contact form on %s keeps every value and sends it', async (path) => {
    const { slowDown, firstTyped, typed } = lateScripts(afterTyping)
    const { page, errors, close } = await openEarly(path, viewport, slowDown)
    const early = await fillEarly(page, CONTACT, contactValues, { allEarly: afterTyping, onFirst: firstTyped })
    typed()
    await waitLive(page, CONTACT)
    await expectValues(page, contactValues, early)

    await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
    await page.getByRole('heading', { name: forms.contactSuccess.title }).waitFor()
    const sent = await submissions()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.fields).toEqual({ ...contactFields, submissionId: expect.stringMatching(SUBMISSION_ID) })
    expect(errors).toEqual([])
    await close()
  })

  test('the booking form keeps every value, the early visit type gives its slots and vaccine select, and it sends', async () => {
    const { slowDown, firstTyped, typed } = lateScripts(afterTyping)
    const { page, errors, close } = await openEarly('/rezerwacja', viewport, slowDown)
    const values = bookingValues()
    const early = await fillEarly(page, BOOKING, values, { allEarly: afterTyping, onFirst: firstTyped })
    typed()
    await waitLive(page, BOOKING)
    await expectValues(page, values, early)

    const vaccination = forms.bookingForm.visitTypes.find((type) => type.value === 'vaccination')!
    const slots = await page.locator('#rezerwacja-time option:not([value=""])').allInnerTexts()
    expect(slots).toEqual(timeSlots(vaccination.opens, vaccination.closes, vaccination.minutes))
    await expect(page.locator('#rezerwacja-vaccineType').isVisible()).resolves.toBe(true)

    await page.locator('form[aria-label="Prośba o rezerwację wizyty"] button[type="submit"]').click()
    await page.getByRole('heading', { name: forms.bookingSuccess.title }).waitFor()
    const sent = await submissions()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.fields).toEqual({
      visitType: 'vaccination',
      vaccineType: 'hepatitis',
      name: "Anne O'Neill",
      email: 'anne@example.com',
      phone: '600 100 200',
      date: values['#rezerwacja-date'],
      time: aSlot('vaccination'),
      message: 'Druga dawka, pierwsza w marcu.',
      submissionId: expect.stringMatching(SUBMISSION_ID),
    })
    expect(errors).toEqual([])
    await close()
  })
})

// The search is checked with the scripts held until the query and the category
// are in (its two values are typed before hydration by design: a 300 ms timer
// would be overtaken by the typing on a busy machine anyway), at both widths.
describe.each(VIEWPORTS)('typed before the scripts arrive ($width px, scripts only after the typing)', (viewport) => {
  test.each(['/badania-laboratoryjne', '/cennik'])('the lab search on %s keeps the query and the category picked early', async (path) => {
    const { typing, typed } = untilTyped()
    const { page, errors, close } = await openEarly(path, viewport, (page) => delayScripts(page, 0, typing))
    const thyroid = probe.category
    await page.fill('#szukaj-badania', probe.query)
    await page.getByRole('group', { name: 'Kategorie badań' }).getByRole('radio', { name: thyroid, exact: true }).click()
    await expect(isLive(page, LAB)).resolves.toBe(false)
    typed()
    await waitLive(page, LAB)
    await expectValues(page, { '#szukaj-badania': probe.query }, new Set(['#szukaj-badania']))

    const expected = expectedNames(probe.query, thyroid)
    const rows = page.locator('.lab-table tbody tr:not(:has(th)) td:first-child')
    await page.waitForFunction((count) => document.querySelectorAll('.lab-table tbody tr:not(:has(th))').length === count, expected.length)
    await expect(rows.allInnerTexts()).resolves.toEqual(expected)
    await expect(page.getByRole('radio', { name: thyroid, exact: true }).isChecked()).resolves.toBe(true)
    if (viewport.width < 640) {
      // On a phone the results start just below the box, above the keyboard: the categories are one row there
      // (they wrapped to some 300 px, and what was typed changed nothing on the screen).
      const gap = await page.evaluate(
        () => document.querySelector('.lab-table')!.getBoundingClientRect().top - document.querySelector('#szukaj-badania')!.getBoundingClientRect().bottom,
      )
      expect(gap).toBeLessThan(viewport.height / 4)
    }
    expect(errors).toEqual([])
    await close()
  })
})

describe('a submit before the island is live is sent exactly once', () => {
  test.each(VIEWPORTS.map((viewport) => [viewport.width, viewport] as const))(
    'before any script (%i px): the plain post, once, with every field',
    async (_width, viewport) => {
      const { page, close } = await openEarly('/kontakt', viewport, (page) => page.route(/\.js(\?.*)?$/, () => {})) // the scripts never come
      await fillEarly(page, CONTACT, contactValues)
      await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
      await page.waitForURL(/\?wyslano=1$/, { waitUntil: 'commit' }) // back on the site, whose scripts still do not come
      const sent = await submissions()
      expect(sent).toHaveLength(1)
      expect(sent[0]!.fields).toEqual(contactFields)
      await close()
    },
  )

  test.each([
    ['/kontakt', CONTACT, 'Formularz kontaktowy', contactValues, forms.contactSuccess.title],
    ['/rezerwacja', BOOKING, 'Prośba o rezerwację wizyty', bookingValues(), forms.bookingSuccess.title],
  ] as const)('on %s after the site script, before the island: held, then sent once by the island', async (path, name, label, values, thanks) => {
    const { page, errors, close, held: release } = await openEarly(path, MOBILE, (page) => holdIslands(page, path))
    await page.waitForLoadState('load') // the site's own script has run
    await fillEarly(page, name, values)
    const submit = page.locator(`form[aria-label="${label}"] button[type="submit"]`)
    await submit.click()
    await submit.click() // an impatient second click
    await sleep(300)
    expect(page.url()).toContain(path) // not sent as a plain post: the island will send it
    await expect(submissions()).resolves.toHaveLength(0)
    release()
    await page.getByRole('heading', { name: thanks }).waitFor()
    await sleep(300) // room for a second submission, had there been one
    const sent = await submissions()
    expect(sent).toHaveLength(1)
    expect(Object.keys(sent[0]!.fields).length).toBeGreaterThanOrEqual(4)
    expect(errors).toEqual([])
    await close()
  })

  test('when the island cannot load, a submit held for it goes as the plain post, once', async () => {
    const { page, close, held: release } = await openEarly('/kontakt', MOBILE, (page) => holdIslands(page, '/kontakt', { fail: true }))
    await page.waitForLoadState('load')
    await fillEarly(page, CONTACT, contactValues)
    await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
    await expect(submissions()).resolves.toHaveLength(0)
    release() // the island's chunks fail (a dropped connection)
    await page.waitForURL(/\?wyslano=1$/, { waitUntil: 'commit' })
    const sent = await submissions()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.fields).toEqual(contactFields)
    await close()
  })

  test('an invalid form submitted early gets the Polish messages once live, and sends nothing', async () => {
    const { page, close, held: release } = await openEarly('/kontakt', MOBILE, (page) => holdIslands(page, '/kontakt'))
    await page.waitForLoadState('load')
    // A name and nothing else: the browser's own check would stop a plain post,
    // but here the island's check answers, in Polish, in its summary.
    await fillEarly(page, CONTACT, { '#kontakt-name': 'Łucja Żak' })
    await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
    release()
    const summary = page.locator('.error-summary')
    await summary.waitFor()
    await expect(summary.innerText()).resolves.toContain('Adres e-mail jest wymagany')
    await expect(page.inputValue('#kontakt-name')).resolves.toBe('Łucja Żak')
    await expect(submissions()).resolves.toHaveLength(0)
    await close()
  })
})

describe('a text pasted before the island is live', () => {
  test('10 000 characters from Word are kept whole (no silent cut to maxlength), and refused in Polish once live', async () => {
    const { page, close, held: release } = await openEarly('/kontakt', MOBILE, (page) => holdIslands(page, '/kontakt'))
    await page.waitForLoadState('load')
    // The site's script is there, the island not yet: the browser's cut is already off.
    await expect(page.getAttribute('#kontakt-message', 'maxlength')).resolves.toBeNull()
    await fillEarly(page, CONTACT, { '#kontakt-name': 'Łucja Żak', '#kontakt-email': 'lucja@example.com' })
    const pasted = 'Od lat przyjmuję leki na nadciśnienie. '.repeat(300).slice(0, 10_000)
    await page.locator('#kontakt-message').focus()
    await page.keyboard.insertText(pasted) // what a paste does: maxlength would cut it
    await expect(isLive(page, CONTACT)).resolves.toBe(false)
    await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
    release()
    await page.locator('.error-summary').waitFor()
    await expect(page.locator('.error-summary li').allInnerTexts()).resolves.toEqual([summaryText('message', messages.messageTooLong)])
    await expect(page.locator('#kontakt-message-licznik').innerText()).resolves.toBe('Masz o 7000 znaków za dużo')
    await expect(page.inputValue('#kontakt-message')).resolves.toBe(pasted)
    await expect(submissions()).resolves.toHaveLength(0)
    await close()
  })

  test('if the island then cannot load, the plain post waits until the text is within the limit, and then goes once', async () => {
    const { page, close, held: release } = await openEarly('/kontakt', MOBILE, (page) => holdIslands(page, '/kontakt', { fail: true }))
    await page.waitForLoadState('load')
    await fillEarly(page, CONTACT, { '#kontakt-name': 'Łucja Żak', '#kontakt-email': 'lucja@example.com' })
    await page.locator('#kontakt-message').focus()
    await page.keyboard.insertText('Od lat przyjmuję leki na nadciśnienie. '.repeat(300))
    await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
    release() // the island's chunks fail
    const box = page.locator('#kontakt-message')
    await expect.poll(() => box.evaluate((element: HTMLTextAreaElement) => element.validationMessage)).toBe(messages.messageTooLong)
    await expect(box.inputValue()).resolves.toHaveLength(39 * 300) // nothing cut
    await expect(submissions()).resolves.toHaveLength(0)
    await box.fill('Od lat przyjmuję leki na nadciśnienie.')
    await page.locator('form[aria-label="Formularz kontaktowy"] button[type="submit"]').click()
    await page.waitForURL(/\?wyslano=1$/, { waitUntil: 'commit' })
    const sent = await submissions()
    expect(sent.map((submission) => submission.fields.message)).toEqual(['Od lat przyjmuję leki na nadciśnienie.'])
    await close()
  })
})

describe('first use and stored values', () => {
  test('focus alone brings a form far below the screen to life, without scrolling to it', async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/')
    await page.waitForLoadState('load')
    const distance = await island(page, CONTACT).evaluate((element) => element.getBoundingClientRect().top - innerHeight)
    expect(distance).toBeGreaterThan(400) // out of the observer's reach
    await expect(isLive(page, CONTACT)).resolves.toBe(false)
    await page.evaluate(() => document.querySelector<HTMLElement>('#kontakt-name')!.focus({ preventScroll: true }))
    await waitLive(page, CONTACT)
    await expect(page.evaluate(() => scrollY)).resolves.toBe(0)
    await close()
  })

  test('values kept in the tab come back on the next load, and a value typed before hydration wins over the stored one', async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE })
    await page.goto('/kontakt')
    await page.locator('#kontakt-name').focus()
    await waitLive(page, CONTACT)
    await page.fill('#kontakt-name', 'Stara Osoba')
    await page.fill('#kontakt-email', 'stara@example.com')
    await page.fill('#kontakt-message', 'Wiadomość zapisana przed przeładowaniem strony.')
    const { typing, typed } = untilTyped()
    await delayScripts(page, 0, typing)
    // A new load in the same tab (not a reload, where the browser may restore fields itself).
    await page.goto('/kontakt', { waitUntil: 'commit' })
    const early = await fillEarly(page, CONTACT, { '#kontakt-name': 'Nowa Osoba' })
    typed()
    await waitLive(page, CONTACT)
    await expectValues(page, { '#kontakt-name': 'Nowa Osoba' }, early)
    await expectValues(page, {
      '#kontakt-email': 'stara@example.com',
      '#kontakt-message': 'Wiadomość zapisana przed przeładowaniem strony.',
    })
    await close()
  })
})
