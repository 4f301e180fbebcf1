import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, parseDocument, type Scalar } from 'yaml'
import { weekdayNames } from '../../lib/data/dayPhrases.ts'
import { readSite } from '../../lib/check/site.ts'
import { problemLine } from '../../lib/check/renderErrors.ts'
import { cmsYaml } from '../../lib/cms/cmsYaml.ts'
import { checkEntry } from '../../lib/cms/preview/checkEntry.ts'
import { warsawToday } from '../../lib/cms/preview/pageFile.ts'
import { pageCollectionName } from '../../lib/cms/cmsConfig.ts'
import { samplePlaces, type SampleFiles } from '../../lib/cms/preview/samplePlaces.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { frozenSite } from '../frozenSite.ts'
import {
  builtSite,
  addListItem,
  changedLines,
  checkErrorsWith,
  closeRows,
  cursorInText,
  fieldWithValue,
  insertedLines,
  openEntry,
  openRow,
  repositoryFiles,
  saveAndRead,
  screenshot,
  openEditorPage,
  openEditor,
} from './adminHelpers.ts'
import { distDir } from './site.ts'
import { WAIT } from './browser.ts'

/**
 * Finding things in the browser editor as an office worker does, on a laptop
 * screen: long files open as short lists of closed rows, each saying what it
 * holds ('Tarczyca', 'TSH – 35 zł', 'Punkt szczepień – …, 16:00–20:00'); one
 * click opens the row. Everything is read from the frozen test site's files.
 */
let page: Page
let errors: string[]
let close: () => Promise<void>
const original = repositoryFiles()
// The files /admin/ was built with (this build's content/), as on the clinic's host: the first tests read them.
const built = repositoryFiles(process.cwd())
/** The editor's collections, for the samples' places in the forms (samplePlaces.ts). */
const forms = { dataCollection: 'dane', dataSchemas, pageCollection: pageCollectionName }
beforeAll(async () => {
  ;({ page, errors, close } = await openEditorPage({ width: 1366, height: 768 }, built))
})
afterAll(() => close?.())

type LabTests = { categories: { title: string; items: { name: string; price: string }[] }[] }
type VaccinePrices = { tables: { caption: string; rows: { disease: string; variants: { name: string; price: string }[] }[] }[] }
type Clinic = { hours: { id: string; label: string; days: number[]; opens: string; closes: string }[] }

/**
 * The line (from 1) of the value at `path` in a YAML text: the test changes that row's price, and other rows
 * can have the same price (the field is found by its value).
 */
function lineOf(text: string, path: (string | number)[]): number {
  const node = parseDocument(text).getIn(path, true) as Scalar
  return text.slice(0, node.range![0]).split('\n').length
}

/** Where the cursor is: the form's field (the CMS's key path of its box), its value, and whether it is on the screen. */
const cursor = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    const box = element?.getBoundingClientRect()
    return {
      keyPath: element?.closest('[data-key-path]')?.getAttribute('data-key-path'),
      value: element?.value,
      onScreen: box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight,
    }
  })

/** Each data file's label in the built editor (admin/config.yml): the results say where a row stands by it. */
const dataLabels = Object.fromEntries(
  (parse(readFileSync(join(distDir, 'admin/config.yml'), 'utf8')) as { collections: { files?: { name: string; label: string }[] }[] }).collections
    .flatMap((collection) => collection.files ?? [])
    .map(({ name, label }) => [name, label]),
)

/**
 * Types `terms` into the editor's search box, sees every row result of `results` (each read as its
 * summary, then where it stands) and, with the keyboard only, goes to `chosen` and opens it. `picture`:
 * the results, for the editors' guide (docs/edycja/edytor.md).
 */
async function searchAndOpen(page: Page, terms: string, results: string[], chosen: string, picture?: string): Promise<void> {
  await page.evaluate(() => (location.hash = '#/collections'))
  const search = page.getByRole('searchbox').first()
  await search.fill(terms)
  const result = page.getByRole('button', { name: chosen, exact: true })
  await result.waitFor({ timeout: WAIT })
  for (const name of results) await expect.poll(() => page.getByRole('button', { name, exact: true }).count(), { message: `one result ${name}` }).toBe(1)
  if (picture) await screenshot(page, picture)
  await search.focus()
  await expect
    .poll(
      async () => {
        if (await result.evaluate((button) => button === document.activeElement)) return true
        await page.keyboard.press('Tab')
        return false
      },
      { timeout: WAIT, interval: 0, message: `Tab from the search box reaches the result ${chosen}` },
    )
    .toBe(true)
  await page.keyboard.press('Enter')
}

describe("the search finds a data file's row and opens the form at it", () => {
  // Until a file is opened, the search reads the rows of the data /admin/ was built with (this build's content/):
  // the repository is that one here (the page opened on `built`), as on the clinic's host.

  it("a lab test: every test holding the first test's name is a result; the last one opens with the cursor in its name", async () => {
    const { categories } = parse(built['content/data/labTests.yaml']!) as LabTests
    // 'TSH' in the frozen site, also in 'Anty-TSHR (TRAb)' further down: the CMS's own search opens the file at the first.
    const term = categories[0]!.items[0]!.name
    const matching = categories.flatMap((category, c) =>
      category.items.flatMap((item, i) =>
        item.name.toLowerCase().includes(term.toLowerCase())
          ? [{ name: item.name, result: `${item.name} – ${item.price} ${dataLabels.labTests} › ${category.title}`, keyPath: `categories.${c}.items.${i}.name` }]
          : [],
      ),
    )
    const chosen = matching.at(-1)!
    await searchAndOpen(
      page,
      term,
      matching.map(({ result }) => result),
      chosen.result,
      'znajdz-z-wyszukiwania',
    )
    await expect.poll(() => cursor(page), { timeout: WAIT }).toEqual({ keyPath: chosen.keyPath, value: chosen.name, onScreen: true })
  })

  it('a lab test in the middle of a category far down, by its whole name: the CMS draws those rows only when they come into view', async () => {
    const { categories } = parse(built['content/data/labTests.yaml']!) as LabTests
    const c = Math.min(10, categories.length - 1)
    const category = categories[c]!
    const i = Math.floor(category.items.length / 2)
    const item = category.items[i]!
    await searchAndOpen(page, item.name, [], `${item.name} – ${item.price} ${dataLabels.labTests} › ${category.title}`)
    await expect.poll(() => cursor(page), { timeout: WAIT }).toEqual({ keyPath: `categories.${c}.items.${i}.name`, value: item.name, onScreen: true })
  })

  it('a question of the FAQ, the last one, by its first words', async () => {
    const { questions } = parse(built['content/data/faq.yaml']!) as { questions: { question: string }[] }
    const { question } = questions.at(-1)!
    await searchAndOpen(page, question.split(/\s+/).slice(0, 3).join(' '), [], `${question} ${dataLabels.faq}`)
    await expect.poll(() => cursor(page), { timeout: WAIT }).toEqual({ keyPath: `questions.${questions.length - 1}.question`, value: question, onScreen: true })
  })

  it('with the preview pane closed, a question opens where the search found it (no preview hands the values over)', async () => {
    const previewPane = page.locator('.content-editor .pane[data-mode="preview"]')
    // The menu's item says whether the setting is on; it is clicked only when it is not as wanted. One
    // click sometimes changed nothing (about one run of this file in three, the pane as before and the
    // menu closed), so the menu is read again until the pane is as wanted: never a second click on a
    // setting that has already changed.
    const previewShown = async (shown: boolean) => {
      const setting = page.getByRole('menuitemcheckbox', { name: /Pokaż podgląd/ })
      await expect
        .poll(
          async () => {
            if ((await previewPane.count()) === (shown ? 1 : 0)) return true
            if (!(await setting.isVisible())) await page.getByRole('button', { name: 'Pokaż opcje edytora' }).click()
            if ((await setting.getAttribute('aria-checked')) === String(shown)) await page.keyboard.press('Escape')
            else await setting.click()
            return (await previewPane.count()) === (shown ? 1 : 0)
          },
          { timeout: WAIT },
        )
        .toBe(true)
    }
    const { questions } = parse(built['content/data/faq.yaml']!) as { questions: { question: string }[] }
    const index = Math.max(0, questions.length - 2)
    const { question } = questions[index]!
    await openEntry(page, 'dane', 'faq')
    await previewShown(false)
    try {
      await searchAndOpen(page, question.split(/\s+/).slice(0, 3).join(' '), [], `${question} ${dataLabels.faq}`)
      await expect.poll(() => cursor(page), { timeout: WAIT }).toEqual({ keyPath: `questions.${index}.question`, value: question, onScreen: true })
    } finally {
      // The setting stays for the editor's next file, as for a worker: the tests after this one see the preview.
      await previewShown(true)
    }
  })
})

describe('finding a row by what its closed summary says', () => {
  // The frozen site's files from here on (the search's tests read those /admin/ was built with).
  beforeAll(() => openEditor(page))

  it('a lab test in a category far down the list: category, then "name – price", then its price', async () => {
    const path = 'content/data/labTests.yaml'
    const { categories } = parse(original[path]!) as LabTests
    const category = categories[Math.min(10, categories.length - 1)]!
    const item = category.items[Math.floor(category.items.length / 2)]!
    const priceLine = lineOf(original[path]!, ['categories', categories.indexOf(category), 'items', category.items.indexOf(item), 'price'])
    await openEntry(page, 'dane', 'labTests')
    await closeRows(page, { within: await openRow(page, category.title) })
    await screenshot(page, 'znajdz-badanie')
    const itemRow = await openRow(page, `${item.name} – ${item.price}`)
    const changed = item.price === '99 zł' ? '98 zł' : '99 zł'
    await (await fieldWithValue(page, item.price, { within: itemRow })).fill(changed)
    const saved = await saveAndRead(page, path)
    expect(changedLines(original[path]!, saved)).toEqual([[priceLine, `        price: ${item.price}`, `        price: ${changed}`]])
    expect(checkErrorsWith({ [path]: saved })).toEqual([])
  })

  it("a vaccine far down the tables: table by its caption, row by its disease, vaccine by 'name – price'", async () => {
    const path = 'content/data/vaccinePrices.yaml'
    const { tables } = parse(original[path]!) as VaccinePrices
    // The last row, in the last table, with more than one vaccine (a single item has no 'Zwiń wszystko' to close it).
    const table = tables.filter((candidate) => candidate.rows.some((row) => row.variants.length > 1)).at(-1)!
    const row = table.rows.filter((candidate) => candidate.variants.length > 1).at(-1)!
    const variant = row.variants.at(-1)!
    const priceLine = lineOf(original[path]!, ['tables', tables.indexOf(table), 'rows', table.rows.indexOf(row), 'variants', row.variants.length - 1, 'price'])
    await openEntry(page, 'dane', 'vaccinePrices')
    await openRow(page, table.caption)
    await closeRows(page, { within: await openRow(page, row.disease) })
    await screenshot(page, 'znajdz-szczepionke')
    const variantRow = await openRow(page, `${variant.name} – ${variant.price}`)
    const changed = variant.price === '999 zł' ? '998 zł' : '999 zł'
    await (await fieldWithValue(page, variant.price, { within: variantRow })).fill(changed)
    const saved = await saveAndRead(page, path)
    expect(changedLines(original[path]!, saved)).toEqual([[priceLine, `            price: ${variant.price}`, `            price: ${changed}`]])
    expect(checkErrorsWith({ [path]: saved })).toEqual([])
  })

  it('opening hours: each closed row says what is open, on which days and when; a day is one box, and ticking it is one line', async () => {
    const path = 'content/data/clinic.yaml'
    const { hours } = parse(original[path]!) as Clinic
    // A set of hours with a day left to tick.
    const schedule = hours.find((candidate) => candidate.days.length < 7)!
    const day = [1, 2, 3, 4, 5, 6, 7].find((candidate) => !schedule.days.includes(candidate))!
    await openEntry(page, 'dane', 'clinic')
    await closeRows(page)
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const days = schedule.days.map((number) => weekdayNames[number - 1]!)
    const summary = new RegExp(`^${escaped(schedule.label)} – ${days.map(escaped).join('.*')}.*${escaped(schedule.opens)}–${escaped(schedule.closes)}$`)
    await screenshot(page, 'godziny')
    await openRow(page, summary)
    await page
      .getByRole('checkbox', { name: weekdayNames[day - 1], exact: true })
      .locator('visible=true')
      .first()
      .check()
    const saved = await saveAndRead(page, path)
    const { removed, added } = insertedLines(original[path]!, saved)
    expect(removed).toEqual([])
    expect(added).toEqual([`      - ${day}`])
    expect(
      (parse(saved) as Clinic).hours
        .find((candidate) => candidate.id === schedule.id)!
        .days.slice()
        .sort(),
    ).toEqual([...schedule.days, day].sort())
    expect(checkErrorsWith({ [path]: saved })).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('the first day: the samples still on the site, each with a link to the field that holds it', () => {
  const samplesOf = (files: SampleFiles) => files.dataFiles.find((file) => file.name === 'samples.yaml')?.text ?? ''
  /** Where the focus is: the entry open and the form's field around the focused input. */
  // The field's text box, not a button of the field (its ⋮ menu), which can hold the cursor a moment as a long form is drawn.
  const focusedField = () =>
    page.evaluate(() => ({
      hash: location.hash,
      keyPath: document.activeElement?.closest('.field')?.getAttribute('data-key-path') ?? null,
      textBox: document.activeElement?.matches('input, textarea') ?? false,
    }))
  const value = () => page.evaluate(() => (document.activeElement as HTMLInputElement | HTMLTextAreaElement).value)

  it('the first screen lists those of the published site; a link, by the keyboard, opens the form at its field far down', async () => {
    // The first screen reads the site /admin/ was built from (this build's content/): the repository is that one, as on the clinic's host.
    const site = readSite(process.cwd())
    const items = samplePlaces(samplesOf(site), site, forms)
    await openEditor(page, built)
    await page.evaluate(() => (location.hash = '#/collections/dane'))
    await page.getByRole('grid', { name: 'Pliki' }).waitFor()
    const list = page.locator('[data-sample-places]')
    // None left (the clinic has replaced them all): no list.
    if (items.length === 0) return expect(await list.count()).toBe(0)
    await list.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await list.locator('details > ul > li').evaluateAll((lines) => lines.map((line) => line.firstChild?.textContent))).toEqual(
      items.map((item) => item.label),
    )
    await screenshot(page, 'dane-przykladowe')
    // The last field of a data file that is not a row of a list: far down its form, which the CMS draws only when scrolled to.
    const place = items
      .flatMap((item) => item.places)
      .filter((candidate) => candidate.route.startsWith('/collections/dane/') && !/\.\d+$/.test(candidate.keyPath))
      .at(-1)!
    const link = list.locator(`a[href="#${place.route}"][data-key-path="${place.keyPath}"]`)
    expect(await link.innerText()).toBe(place.where)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect.poll(focusedField, { timeout: WAIT }).toEqual({ hash: `#${place.route}`, keyPath: place.keyPath, textBox: true })
    expect(await value()).toContain(place.value)
    // Where the editor sees it: the text box's first line on the screen, not pushed off by the rows drawn above it.
    const { top, height } = await page.evaluate(() => ({ top: document.activeElement!.getBoundingClientRect().top, height: innerHeight }))
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(height)
    // A sample in a page's text (a text box as tall as the text, often far taller than the window): the sample
    // selected where it stands, its line on the screen, so that typing replaces it. Where the site still has one.
    const text = items.flatMap((item) => item.places).find((candidate) => candidate.keyPath === 'body')
    if (text) {
      await page.evaluate(() => (location.hash = '#/collections/dane'))
      await list.locator('summary').waitFor()
      if ((await list.locator('details').getAttribute('open')) === null) await list.locator('summary').click()
      await list.locator(`a[href="#${text.route}"][data-key-path="body"]`).first().click()
      await expect.poll(focusedField, { timeout: WAIT }).toEqual({ hash: `#${text.route}`, keyPath: 'body', textBox: true })
      await expect
        .poll(() => cursorInText(page.locator('textarea:focus')), { timeout: WAIT })
        .toEqual({ focused: true, selected: text.value, line: expect.stringMatching(/./), lineOnScreen: true })
      await screenshot(page, 'przyklad-w-tresci-strony')
    }
    expect(errors).toEqual([])
  })

  it("the preview of 'Dane przykładowe' lists them from its form and the files the editor holds; × on an entry drops it with no problem", async () => {
    // The frozen site's repository (it has samples); the pages as /admin/ was built, the data files as the CMS holds them.
    await openEditor(page)
    const frozen = readSite(frozenSite)
    const files = { pages: readSite(process.cwd()).pages, dataFiles: frozen.dataFiles }
    const entries = (parse(samplesOf(frozen)) as { samples: unknown[] }).samples
    const places = (samples: unknown[]) => samplePlaces({ samples }, files, forms).flatMap((item) => item.places.map((place) => place.where))
    await openEntry(page, 'dane', 'samples')
    const preview = page.frameLocator('iframe[src^="blob:"]')
    const list = preview.locator('[data-sample-places]')
    // Read through the locator's own world: the preview's frame runs no script of the page's.
    await list.waitFor()
    const shown = () => list.locator(':scope > ul > li > ul > li > a').allInnerTexts()
    await expect.poll(shown, { timeout: WAIT }).toEqual(places(entries))
    const problems = () => preview.locator('[data-problem]').evaluateAll((items) => items.map((item) => item.getAttribute('data-problem')))
    // × on the first entry: its place leaves the list, and the check finds nothing the saved file would not have.
    await page.getByRole('button', { name: 'Usuń', exact: true }).first().click()
    await expect.poll(shown, { timeout: WAIT }).toEqual(places(entries.slice(1)))
    await preview.locator('[data-places][data-checked="true"]').waitFor()
    // What `npm run check` says of the file as the editor would save it now, against the pages /admin/ was built with
    // and the data files the editor holds: nothing for the frozen site's pages; on another year's, the samples they no longer hold.
    const saved = `${cmsYaml({ samples: entries.slice(1) })}\n`
    const site = { ...builtSite(), dataFiles: frozen.dataFiles }
    const expected = checkEntry(site, 'content/data/samples.yaml', saved, warsawToday()).map(problemLine)
    await expect.poll(problems).toEqual(expected)
    // A person in the team's list (its rows open closed): the link asks before leaving the changed form, then opens the row at the name.
    const team = samplePlaces({ samples: entries }, files, forms)
      .flatMap((item) => item.places)
      .filter((place) => place.route.endsWith('/entries/team'))
      .at(-1)!
    page.once('dialog', (dialog) => void dialog.accept())
    // Clicked from the editor's own window: the preview's frame may run no script, Playwright's neither (it says so on the console).
    await page.evaluate((where) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src^="blob:"]')!
      ;[...frame.contentDocument!.querySelectorAll<HTMLAnchorElement>('[data-sample-places] a')].find((link) => link.textContent === where)!.click()
    }, team.where)
    await expect.poll(focusedField, { timeout: WAIT }).toEqual({ hash: `#${team.route}`, keyPath: team.keyPath, textBox: true })
    expect(await value()).toBe(team.value)
    // Chrome notes once that the preview's frame, read by the test and closed as the editor moves on, may run no script.
    // (taken out of the list, so that the tests after this one start with none)
    expect(errors.splice(0).filter((line) => !/^Blocked script execution in 'blob:.*sandboxed/.test(line))).toEqual([])
  })
})

// Last in the file: the rows added here are left unsaved.
describe('a new row opens in view, with the cursor in its first field', () => {
  it("'Dodaj pytanie' at the foot of the FAQ, after its last, filled-in question, on a slow office computer", async () => {
    const { questions } = parse(original['content/data/faq.yaml']!) as { questions: unknown[] }
    await openEntry(page, 'dane', 'faq')
    // The page's processor slowed 20 times: the CMS takes many seconds to draw the new row (in CI, a busy
    // machine did the same), and the cursor must still go into it, not stay on the row's ˅.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    try {
      await addListItem(page, page.getByRole('button', { name: /Dodaj.*pytanie/ }), 'Pytania', 'pytanie')
      await expect.poll(() => cursor(page), { timeout: WAIT }).toEqual({ keyPath: `questions.${questions.length}.question`, value: '', onScreen: true })
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.detach()
    }
  })

  it("'Dodaj badanie' in a category far down the lab tests: the new test's name", async () => {
    const { categories } = parse(original['content/data/labTests.yaml']!) as LabTests
    // Not the last: there, the form's own 'Dodaj kategorię' bar covers the category's button until it is scrolled a bit more.
    const category = categories.at(-2)!
    await openEntry(page, 'dane', 'labTests')
    await closeRows(page)
    const row = await openRow(page, category.title)
    await addListItem(
      page,
      row
        .getByRole('button', { name: /Dodaj/ })
        .filter({ hasText: /badani/i })
        .last(),
      'Badania',
    )
    await expect
      .poll(() => cursor(page), { timeout: WAIT })
      .toEqual({ keyPath: `categories.${categories.length - 2}.items.${category.items.length}.name`, value: '', onScreen: true })
    expect(errors).toEqual([])
  })
})

describe('on a phone (375×740, touch)', () => {
  let phone: Page
  let closePhone: () => Promise<void>
  beforeAll(async () => {
    ;({ page: phone, close: closePhone } = await openEditorPage({ width: 375, height: 740 }, built, { isMobile: true, hasTouch: true }))
  })
  afterAll(() => closePhone?.())

  it("the samples' line is tall enough to tap; the search's rows keep their heading and open at the row", async () => {
    await phone.evaluate(() => (location.hash = '#/collections/dane'))
    // The samples still on the published site, when any are left: their folded list opens from one line.
    const site = readSite(process.cwd())
    const samples = site.dataFiles.find((file) => file.name === 'samples.yaml')?.text ?? ''
    if (samplePlaces(samples, site, forms).length > 0) {
      const samplesLine = phone.locator('[data-sample-places] summary')
      await samplesLine.waitFor({ timeout: WAIT })
      expect((await samplesLine.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      // Folded: the count and that line, not the whole explanation above the files (it took some 250 px of 740).
      expect((await phone.locator('[data-sample-places]').boundingBox())!.height).toBeLessThan(740 / 4)
      await screenshot(phone, 'telefon-kolekcja')
    }
    const { categories } = parse(built['content/data/labTests.yaml']!) as LabTests
    const c = categories.length - 1
    const item = categories[c]!.items.at(-1)!
    // On a phone the search box is on the list of collections, not in a collection's.
    await phone.evaluate(() => (location.hash = '#/collections'))
    const search = phone.getByRole('searchbox').first()
    await search.fill(item.name)
    // Below 768 px the CMS hides its results' headings; the rows' own stays, between them and the CMS's results.
    const heading = phone.getByRole('heading', { name: /^Pozycje w danych: \d+ pozycj/ })
    await heading.waitFor({ timeout: WAIT })
    expect((await heading.boundingBox())?.height ?? 0).toBeGreaterThan(0)
    await screenshot(phone, 'telefon-wyniki-wyszukiwania')
    await phone.getByRole('button', { name: `${item.name} – ${item.price} ${dataLabels.labTests} › ${categories[c]!.title}`, exact: true }).tap()
    await expect
      .poll(() => cursor(phone), { timeout: WAIT })
      .toEqual({ keyPath: `categories.${c}.items.${categories[c]!.items.length - 1}.name`, value: item.name, onScreen: true })
    await screenshot(phone, 'telefon-znalezione-badanie')
  })
})
