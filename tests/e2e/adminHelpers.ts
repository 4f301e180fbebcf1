import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect } from 'vitest'
import { stringify } from 'yaml'
import type { Browser, BrowserContextOptions, Dialog, Locator, Page } from 'playwright-core'
import type { Problem } from '../../lib/check/problem.ts'
import { runChecks } from '../../lib/check/runChecks.ts'
import { readSite, SETTINGS_FILE } from '../../lib/check/site.ts'
import type { BuiltSite } from '../../lib/cms/preview/checkEntry.ts'
import { frozenSite } from '../frozenSite.ts'
import { launchBrowser, openPage, WAIT } from './browser.ts'
import { distDir } from './site.ts'

export { openEditor, repositoryFiles, TEST_REPOSITORY } from './adminBackend.ts'
import { openEditor, TEST_REPOSITORY } from './adminBackend.ts'

/**
 * A test file's editor: its own browser, a Polish page of the given size (an office's screen), the editor
 * open on the test repository (or on `files`). `close` closes the browser too; `errors` gathers the console's errors.
 */
export async function openEditorPage(
  viewport: { width: number; height: number },
  files?: Record<string, string>,
  /** A phone's: `{ isMobile: true, hasTouch: true }`. */
  device: Pick<BrowserContextOptions, 'isMobile' | 'hasTouch'> = {},
): Promise<{
  browser: Browser
  page: Page
  errors: string[]
  close: () => Promise<void>
}> {
  const browser = await launchBrowser()
  try {
    const { page, errors, close } = await openPage(browser, { locale: 'pl-PL', viewport, ...device })
    await openEditor(page, files)
    return { browser, page, errors, close: () => close().finally(() => browser.close()) }
  } catch (error) {
    await browser.close()
    throw error
  }
}

/** Opens one entry's form: a data file (`dane`, 'labTests') or a page ('strony', 'cennik'). */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  // Through the collection's list, as an editor goes, so the form seen is the new entry's, not the last one's.
  // A save still finishing can take the editor back to the entry it left, or leave the new form half drawn:
  // then, and only then, the editor goes to the list and opens the entry again, as a person would.
  const list = `#/collections/${collection}`
  const target = `${list}/entries/${entry}`
  const save = page.getByRole('button', { name: 'Zapisz' })
  const editing = page.getByText('Edycja', { exact: true })
  let seen = ''
  for (let attempt = 1; attempt <= 2; attempt++) {
    await expect
      .poll(
        async () => {
          await page.evaluate((hash) => (location.hash = hash), list)
          return save.count()
        },
        { timeout: WAIT },
      )
      .toBe(0)
    await page.evaluate((hash) => (location.hash = hash), target)
    try {
      await save.waitFor({ timeout: WAIT })
      await editing.waitFor({ timeout: WAIT })
      if ((await page.evaluate(() => location.hash)) === target) return
    } catch {
      // Not there: noted below, and the editor tries once more.
    }
    seen = `attempt ${attempt}: at ${await page.evaluate(() => location.hash)}, the page says ${JSON.stringify((await page.locator('body').innerText()).slice(0, 400))}`
  }
  const picture = join(tmpdir(), `entry-${Math.random().toString(36).slice(2)}.png`)
  await page.screenshot({ path: picture, fullPage: true }).catch(() => {})
  throw new Error(`the form of ${target} did not open; ${seen} (picture: ${picture})`)
}

/** The text of one file of the test backend, as the CMS left it. */
export function readRepositoryFile(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ folder, path }) => {
      let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder)
      const parts = path.split('/')
      for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part)
      return (await (await directory.getFileHandle(parts.at(-1)!)).getFile()).text()
    },
    { folder: TEST_REPOSITORY, path },
  )
}

/**
 * Saves the open entry and waits until the file in the test backend has changed (or, for a new entry, is
 * there). When it does not come, the failure says why: the form's messages, a question the save asked, and
 * a picture of the screen.
 */
export async function saveAndRead(page: Page, path: string, { accept }: { accept?: RegExp } = {}): Promise<string> {
  // undefined for a new entry's file: reading it fails until the save writes it (expect.poll tries again).
  const before = await readRepositoryFile(page, path).catch(() => undefined)
  // A question 'Zapisz' asks (lib/cms/preview/saveGuard.ts) is dismissed, so nothing is saved and the test fails
  // with the question, unless the test expects it (`accept`), as a worker who has read it answers OK. (A listener
  // that left it open would stop the page.)
  const questions: string[] = []
  const listener = (dialog: Dialog) => {
    questions.push(dialog.message())
    void (accept?.test(dialog.message()) ? dialog.accept() : dialog.dismiss()).catch(() => {})
  }
  page.on('dialog', listener)
  await page.getByRole('button', { name: 'Zapisz' }).click()
  try {
    await expect.poll(() => readRepositoryFile(page, path), { timeout: WAIT }).not.toBe(before)
  } catch (error) {
    // Why the form did not save, for whoever reads the failure: its messages and a picture.
    const picture = join(tmpdir(), `save-${Math.random().toString(36).slice(2)}.png`)
    await page.screenshot({ path: picture, fullPage: true }).catch(() => {})
    const messages = await page
      .locator('[role="alert"], [aria-invalid="true"], [role="status"]')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(`${path} was not saved; the form shows: ${JSON.stringify(messages)}; asked: ${JSON.stringify(questions)} (picture: ${picture})`, {
      cause: error,
    })
  } finally {
    page.off('dialog', listener)
  }
  return readRepositoryFile(page, path)
}

/**
 * The first visible text field whose value is `value` (or, with `containing`, holds it):
 * fields repeat their labels in lists, so values tell them apart. The CMS renders
 * a long form as it scrolls into view, so the form is scrolled down, as an editor
 * would, until the field is there: first through the rows open now (a row just
 * opened at the foot of the screen has its fields below it), then, at the end of
 * the form, with every row opened, from the top again.
 *
 * With `within` (the row openRow returned), only that row's fields count, and
 * nothing else is opened: a neighbouring row with the same price is not the one
 * the test opened (the open-all reading once changed line 175, not 181, of the
 * vaccines' prices, both '450 zł').
 */
export async function fieldWithValue(page: Page, value: string, { containing = false, within }: { containing?: boolean; within?: Locator } = {}) {
  const marker = `field-${Math.random().toString(36).slice(2)}`
  if (within) {
    await expect
      .poll(
        () =>
          within.evaluate(
            (row, { value, marker, containing }) => {
              const field = [...row.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find(
                (element) => (containing ? element.value.includes(value) : element.value === value) && element.getClientRects().length > 0,
              )
              field?.setAttribute('data-test-field', marker)
              // The CMS draws a row's fields as they come into view: a row opened at the foot of the screen shows them
              // once it is scrolled up, as an editor scrolls to read what they opened.
              if (!field) row.scrollIntoView({ block: 'start' })
              return Boolean(field)
            },
            { value, marker, containing },
          ),
        { timeout: WAIT, message: `a field reading ${value} in the row opened` },
      )
      .toBe(true)
    return page.locator(`[data-test-field="${marker}"]`)
  }
  await expect
    .poll(
      async () => {
        const found = await page.evaluate(
          ({ value, marker, containing }) => {
            const field = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find(
              (element) => (containing ? element.value.includes(value) : element.value === value) && element.getClientRects().length > 0,
            )
            field?.setAttribute('data-test-field', marker)
            return Boolean(field)
          },
          { value, marker, containing },
        )
        if (found || (await page.evaluate(scrollFormDown, 'screen' as const))) return found
        // At the end of the form without it: lists of categories, tables, people open closed. Open them all, as an
        // editor opens rows, then read from the top again (a long list draws only the rows near the screen). Once
        // all are open, each end of the form starts the reading again from the top: on a busy machine the CMS drew
        // a field after a screen's scroll had passed it, and the reading stood at the foot of the form till the
        // wait ran out (a CI run's year copy, on adminPreview's narrow-screen test).
        await page.evaluate(() => {
          const openers = [...document.querySelectorAll<HTMLButtonElement>('button')].filter(
            (button) => !button.disabled && button.textContent?.trim() === 'Rozwiń wszystko',
          )
          for (const button of openers) button.click()
          for (const element of [document.scrollingElement, ...document.querySelectorAll('*')]) element?.scrollTo(0, 0)
        })
        return false
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  return page.locator(`[data-test-field="${marker}"]`)
}

/** Lines that differ between two versions of a file of the same length in lines: [line number, before, after]. */
export function changedLines(before: string, after: string): [number, string, string][] {
  const a = before.split('\n')
  const b = after.split('\n')
  expect(b.length, 'the same number of lines').toBe(a.length)
  return a.flatMap((line, index) => (line === b[index] ? [] : [[index + 1, line, b[index]!] as [number, string, string]]))
}

/** The bytes of one file of the test backend (an uploaded image), as the CMS left it. */
export async function readRepositoryBytes(page: Page, path: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ folder, path }) => {
      let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder)
      const parts = path.split('/')
      for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part)
      const file = await (await directory.getFileHandle(parts.at(-1)!)).getFile()
      const bytes = new Uint8Array(await file.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    },
    { folder: TEST_REPOSITORY, path },
  )
  return Buffer.from(base64, 'base64')
}

/**
 * The lines `after` has in place of `before`'s, when it keeps every other line
 * as it was: the new lines of an added list item, or a list's first line and
 * its new items. Fails when a line outside that one place changed.
 */
export function insertedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) }
}

/** `npm run check`'s errors on this repository with `files` replaced or added (what a pull request with them would get). */
export function checkErrorsWith(files: Record<string, string | Uint8Array>): string[] {
  return checkProblemsWith(files)
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
}

/** `npm run check`'s problems on this repository with `files` replaced or added. */
export function checkProblemsWith(files: Record<string, string | Uint8Array>): Problem[] {
  const copy = mkdtempSync(join(tmpdir(), 'clinic-cms-'))
  try {
    cpSync(join(frozenSite, 'content'), join(copy, 'content'), { recursive: true })
    cpSync(join(frozenSite, 'public'), join(copy, 'public'), { recursive: true })
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(copy, path)), { recursive: true })
      writeFileSync(join(copy, path), text)
    }
    return runChecks(copy)
  } finally {
    // Each call's copy (about 400 KB) was left in the temporary folder: hundreds a day on a developer's machine.
    rmSync(copy, { recursive: true, force: true })
  }
}

/**
 * Types `value` into the last empty text field labelled `label` (a new list
 * item's). The CMS renders long lists as they scroll into view, so the form is
 * scrolled down, as an editor would, until that field is there.
 */
export async function fillNewField(page: Page, label: string, value: string): Promise<void> {
  const marker = `field-${Math.random().toString(36).slice(2)}`
  const found = () =>
    page.evaluate(
      ({ label, marker }) => {
        const labelOf = (element: Element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()
        const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
        const field = fields.filter((element) => element.value === '' && element.getClientRects().length > 0 && labelOf(element) === label).at(-1)
        if (field) {
          field.setAttribute('data-test-field', marker)
          return true
        }
        // Lists of categories, tables, people open closed: open them all, as an editor opens rows; a new
        // item is at the bottom, so the form is read on downwards.
        for (const button of document.querySelectorAll<HTMLButtonElement>('button'))
          if (!button.disabled && button.textContent?.trim() === 'Rozwiń wszystko') button.click()
        return false
      },
      { label, marker },
    )
  try {
    await expect.poll(async () => (await found()) || (await readOn(page, 400)), { timeout: 60_000 }).toBe(true)
  } catch (error) {
    // What the form showed, for whoever reads the failure.
    const picture = join(tmpdir(), `${marker}.png`)
    await page.screenshot({ path: picture, fullPage: true }).catch(() => {})
    throw new Error(`No empty field labelled „${label}” appeared (the form is in ${picture})`, { cause: error })
  }
  // Playwright's fill can miss a new entry's form that has just opened: for a moment (0.3–1 s here) the CMS
  // holds an empty modal popup open, which makes the rest of the page inert, so the field's focus() does
  // nothing and the text goes nowhere (6 runs in 6 here after a save, once on CI). For an editor it is at most
  // a click that shows no cursor, clicked again: Playwright's click, which waits until the field takes the
  // pointer, and typing landed (3 of 3). So the worker looks at the field, as a person sees what they typed,
  // and types again if it is not there.
  const field = page.locator(`[data-test-field="${marker}"]`)
  await expect
    .poll(
      async () => {
        if ((await field.inputValue()) !== value) await field.fill(value)
        return field.inputValue()
      },
      { timeout: WAIT },
    )
    .toBe(value)
}

/**
 * Clicks a list's "Dodaj …" button and waits until the list's counter ('12
 * pozycji', above the list; 'Brak pozycji' for none) says one more. The list is
 * found by its label ('Badania': the first such list shown, e.g. in the one
 * category open; `one`, a second name it may have). On a busy machine the CMS can miss a
 * click made while it redraws the form (the count stays, nothing is added): the
 * button is then clicked again. Two items added would count one too many and fail.
 */
export async function addListItem(page: Page, button: Locator, items: string, one = items): Promise<void> {
  const list = page
    .locator('section.field[data-field-type="list"]')
    .filter({ has: page.locator(':scope > header > h4', { hasText: new RegExp(`^(${items}|${one})$`) }), visible: true })
    .first()
  const counter = list.locator('.toolbar.top .summary').first()
  const count = async () => Number(/\d+/.exec(await counter.innerText())?.[0] ?? 0)
  const before = await count()
  // The counter is read often, so the test goes on as soon as the item is there; the button is clicked
  // again only after 5 s without a change, long enough for the CMS to take the first click on a busy machine.
  let clickAgainAt = 0
  await expect
    .poll(
      async () => {
        const now = await count()
        if (now === before && Date.now() >= clickAgainAt) {
          await button.click()
          clickAgainAt = Date.now() + 5_000
        }
        return now
      },
      { timeout: 60_000, interval: 50 },
    )
    .toBe(before + 1)
}

/** A field of the built editor's configuration (admin/config.yml), as much as the tests read of it. */
export interface FormField {
  name: string
  widget: string
  pattern?: unknown
  // e.g. "email": a text with its own format
  type?: string
  maxlength?: number
  /** Shown, not typed: an id made from a name (lib/cms/namedIds.ts). */
  readonly?: boolean
  options?: unknown
  fields?: FormField[]
  field?: FormField
}

/** A text value of a data file, where it is, and the same data with it replaced. */
export interface TextValue {
  value: string
  path: (string | number)[]
  replaceIn: (data: unknown, value: string) => unknown
}

/**
 * One text value of `data` a worker could change in its form: a plain text
 * field (no pattern, no length limit, no choices), on one line, written by the
 * CMS without quotes before and after ` (zmiana)` is added, found nowhere else in
 * the file (the test finds its field by its value). Of those, the one least
 * deep in lists comes first, then the first in the file: it is on screen
 * whatever lists the form shows folded.
 */
export function oneTextValue(data: unknown, fields: FormField[]): TextValue | undefined {
  const found: { value: string; path: (string | number)[]; depth: number }[] = []
  const counts = new Map<string, number>()
  const count = (value: unknown): void => {
    if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1)
    else if (Array.isArray(value)) value.forEach(count)
    else if (value && typeof value === 'object') Object.values(value).forEach(count)
  }
  count(data)
  const plain = (value: string) => stringify(value, { lineWidth: 0 }).trim() === value
  const visit = (value: unknown, field: FormField, path: (string | number)[], depth: number): void => {
    if (field.widget === 'list' && Array.isArray(value)) {
      value.forEach((item, index) =>
        field.fields ? visitObject(item, field.fields, [...path, index], depth + 1) : field.field && visit(item, field.field, [...path, index], depth + 1),
      )
    } else if (field.widget === 'object' && field.fields) visitObject(value, field.fields, path, depth)
    else if (
      (field.widget === 'string' || field.widget === 'text') &&
      // An id made from a name (lib/cms/namedIds.ts) is shown, not typed.
      !field.readonly &&
      !field.pattern &&
      !field.type &&
      (typeof field.maxlength !== 'number' || (typeof value === 'string' && value.length + ' (zmiana)'.length <= field.maxlength)) &&
      typeof value === 'string' &&
      value.length > 2 &&
      !value.includes('\n') &&
      counts.get(value) === 1 &&
      plain(value) &&
      plain(`${value} (zmiana)`)
    ) {
      found.push({ value, path, depth })
    }
  }
  const visitObject = (value: unknown, fields: FormField[], path: (string | number)[], depth: number): void => {
    if (!value || typeof value !== 'object') return
    for (const field of fields) if (field.name in value) visit((value as Record<string, unknown>)[field.name], field, [...path, field.name], depth)
  }
  visitObject(data, fields, [], 0)
  const best = found.sort((a, b) => a.depth - b.depth)[0]
  if (!best) return undefined
  return {
    ...best,
    replaceIn: (data, value) => {
      const copy = structuredClone(data) as Record<string | number, unknown>
      let parent = copy
      for (const step of best.path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>
      parent[best.path.at(-1)!] = value
      return copy
    },
  }
}

/**
 * Opens the closed list row whose summary reads `summary` ('Tarczyca',
 * 'TSH – 35 zł'), as a worker does: reads down the closed rows and clicks that
 * row's ›. Fails when no closed row shows that summary, so a test of finding
 * things fails when the rows stop saying what they hold.
 */
export async function openRow(page: Page, summary: string | RegExp): Promise<Locator> {
  const marker = `row-${Math.random().toString(36).slice(2)}`
  await expect
    .poll(
      async () =>
        (await page.evaluate(
          ({ summary, pattern, marker }) => {
            const matches = (text: string) => (pattern ? new RegExp(pattern).test(text) : text === summary)
            const row = [...document.querySelectorAll('[role="group"].item')].find(
              (item) => matches(item.querySelector(':scope > .item-body > .summary')?.textContent?.trim() ?? '') && item.getClientRects().length > 0,
            )
            row?.querySelector(':scope > .header button[aria-expanded="false"]')?.setAttribute('data-test-row', marker)
            return Boolean(row)
          },
          { summary: String(summary), pattern: summary instanceof RegExp ? summary.source : undefined, marker },
        )) ||
        // Long lists are drawn as they come into view: down the form, as a worker scrolls.
        (await readOn(page, 300)),
      { timeout: WAIT, message: `a closed row reading ${String(summary)} (closed rows: ${await closedRows(page)})` },
    )
    .toBe(true)
  const opener = page.locator(`[data-test-row="${marker}"]`)
  // A click the CMS lets pass (on a busy machine, while it still closes the rows closeRows folded) leaves the row
  // closed: as a worker would, the › is clicked again, only when the row is still closed after a while.
  for (let attempt = 1; ; attempt++) {
    if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click()
    try {
      await expect.poll(() => opener.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true')
      break
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
  return opener.locator('xpath=ancestor::*[@role="group"][1]')
}

/** The summaries of the closed rows on screen, for a failure's message. */
const closedRows = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="group"].item > .item-body > .summary')].map((summary) => summary.textContent?.trim()).join(' | '))

/**
 * Closes open rows ('Zwiń wszystko'), so they show their summaries: of every
 * list on screen, or only of the lists inside the row `within` (openRow's).
 * A row just opened draws its list a moment later: until the list's own
 * buttons ('Rozwiń wszystko', 'Zwiń wszystko') are there, there is nothing to
 * close yet, and finding no open row then closed nothing (once in a whole run,
 * a vaccine's variants stayed open and 'RotaTeq – 450 zł' was never found).
 */
export async function closeRows(page: Page, { within }: { within?: Locator } = {}): Promise<void> {
  const scope = within ?? page.locator('body')
  await expect
    .poll(
      () =>
        scope.evaluate((root, inRow) => {
          const buttons = [...root.querySelectorAll<HTMLButtonElement>('button')]
          const drawn = buttons.some((button) => /^(Rozwiń|Zwiń) wszystko$/.test(button.textContent?.trim() ?? ''))
          if (inRow && !drawn) return -1
          const open = buttons.filter((button) => !button.disabled && button.textContent?.trim() === 'Zwiń wszystko')
          for (const button of open) button.click()
          return open.length
        }, within !== undefined),
      { timeout: WAIT },
    )
    .toBe(0)
}

/**
 * Clicks the button named `name` in the field at `keyPath` (the CMS marks each field's box with
 * `data-key-path`, e.g. `members.4.specializations`: a new item's own 'Dodaj …'), scrolling down the form
 * first until it is drawn: on a laptop screen it can be below the fields just filled. Not the last such
 * button on the page: while the new item is still being drawn, that can be the item's above.
 */
export async function clickButtonIn(page: Page, keyPath: string, name: RegExp): Promise<void> {
  await (await drawn(page, inField(page, keyPath).getByRole('button', { name }))).click()
}

/** The box of the form's field at `keyPath` (the CMS marks each with `data-key-path`, e.g. `questions.28.quickLink`). */
export function inField(page: Page, keyPath: string): Locator {
  return page.locator(`[data-key-path="${keyPath}"]`)
}

/**
 * `locator`, once the CMS has drawn it. The CMS draws a field only when its place comes near the
 * screen (a blank placeholder until then), so a field below the ones just filled is not on the page
 * at all, and waiting for it never ends: the form is scrolled down, as an editor reads on, until it is there.
 */
export async function drawn(page: Page, locator: Locator): Promise<Locator> {
  await expect.poll(async () => (await locator.count()) > 0 || (await readOn(page, 300)), { timeout: 60_000 }).toBe(true)
  return locator
}

/** Scrolls the form down by `step` (scrollFormDown); false, for a poll that goes on. */
const readOn = async (page: Page, step: number): Promise<false> => {
  await page.evaluate(scrollFormDown, step)
  return false
}

/**
 * Scrolls the form down by `step` pixels or a screen at a time, as an editor does: the page itself or the
 * form's own scrolling pane. Runs in the page (`page.evaluate(scrollFormDown, 300)`); whether anything
 * moved, false at the end of the form.
 */
function scrollFormDown(step: number | 'screen'): boolean {
  let moved = false
  for (const element of [document.scrollingElement, ...document.querySelectorAll('*')]) {
    if (!element || element.scrollHeight <= element.clientHeight + 10) continue
    if (element === document.scrollingElement || /auto|scroll/.test(getComputedStyle(element).overflowY)) {
      const before = element.scrollTop
      element.scrollBy(0, step === 'screen' ? Math.max(400, element.clientHeight - 100) : step)
      moved ||= element.scrollTop !== before
    }
  }
  return moved
}

/**
 * A picture of the editor for the editors' guide (docs/edycja/), taken on every run into
 * dist/<build>/screenshots; UPDATE_SCREENSHOTS=1 copies it into
 * docs/images/edytor. Taken after the editor's transitions (views cross-fade,
 * a notice slides in), endless ones (a spinner) aside.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  const folder = join(distDir, '..', 'screenshots')
  mkdirSync(folder, { recursive: true })
  const file = join(folder, `${name}.png`)
  await page.screenshot({ path: file })
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync('docs/images/edytor', { recursive: true })
    copyFileSync(file, join('docs/images/edytor', `${name}.png`))
  }
}

/** In the open lab tests' form: opens the category `categoryTitle`, adds a test with 'Dodaj badanie' and fills its name and price. */
export async function addLabTest(page: Page, categoryTitle: string, name: string, price: string): Promise<void> {
  await openRow(page, categoryTitle)
  await addListItem(
    page,
    page
      .getByRole('button', { name: /^Dodaj/ })
      .filter({ hasText: /badani/i })
      .first(),
    'Badania',
  )
  await fillNewField(page, 'Badanie', name)
  await fillNewField(page, 'Cena', price)
}

/** The site's files as /admin/ was built with them (this build's content/): what the preview checks an entry against. */
export function builtSite(): BuiltSite {
  const site = readSite(process.cwd())
  const settings = join(process.cwd(), SETTINGS_FILE)
  return {
    pages: site.pages,
    dataFiles: site.dataFiles,
    otherFiles: site.otherFiles,
    publicFiles: [...site.publicFiles],
    settings: existsSync(settings) ? readFileSync(settings, 'utf8') : undefined,
  }
}

/**
 * What the editor sees of the cursor in a text box: the text selected (empty for a bare cursor), the text
 * from the cursor to its line's end, and whether that line is on the screen. The line's place is measured
 * with an invisible copy of the box holding the text before the cursor, as tall as the text wraps in it.
 */
export function cursorInText(text: Locator): Promise<{ focused: boolean; selected: string; line: string; lineOnScreen: boolean }> {
  return text.evaluate((box: HTMLTextAreaElement) => {
    const style = getComputedStyle(box)
    const copy = document.createElement('div')
    for (const property of ['font', 'letterSpacing', 'lineHeight', 'padding', 'border', 'boxSizing', 'overflowWrap', 'tabSize'] as const)
      copy.style[property] = style[property]
    Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'pre-wrap', width: `${box.offsetWidth}px` })
    // (a character after it, so that a cursor at a line's start counts that line)
    copy.textContent = `${box.value.slice(0, box.selectionStart)}\u200b`
    document.body.append(copy)
    const lineBottom =
      box.getBoundingClientRect().top + Number.parseFloat(style.borderTopWidth) + copy.scrollHeight - Number.parseFloat(style.paddingBottom) - box.scrollTop
    copy.remove()
    const lineHeight = Number.parseFloat(style.lineHeight) || 20
    return {
      focused: document.activeElement === box,
      selected: box.value.slice(box.selectionStart, box.selectionEnd),
      line: box.value.slice(box.selectionStart).split('\n')[0]!,
      lineOnScreen: lineBottom - lineHeight >= 0 && lineBottom <= window.innerHeight,
    }
  })
}
