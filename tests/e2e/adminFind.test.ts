import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, parseDocument, type Scalar } from 'yaml'
import { weekdayNames } from '../../lib/data/dayPhrases.ts'
import { readSite } from '../../lib/check/site.ts'
import { pageCollectionName } from '../../lib/cms/cmsConfig.ts'
import { samplePlaces, type SampleFiles } from '../../lib/cms/preview/samplePlaces.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { frozenSite } from '../frozenSite.ts'
import {
  changedLines,
  checkErrorsWith,
  closeRows,
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
beforeAll(async () => {
  ;({ page, errors, close } = await openEditorPage({ width: 1366, height: 768 }))
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

describe('finding a row by what its closed summary says', () => {
  it('a lab test in a category far down the list: category, then "name – price", then its price', async () => {
    const path = 'content/data/labTests.yaml'
    const { categories } = parse(original[path]!) as LabTests
    const category = categories[Math.min(10, categories.length - 1)]!
    const item = category.items[Math.floor(category.items.length / 2)]!
    const priceLine = lineOf(original[path]!, ['categories', categories.indexOf(category), 'items', category.items.indexOf(item), 'price'])
    await openEntry(page, 'dane', 'labTests')
    await closeRows(page, { within: await openRow(page, category.title) })
    await screenshot(page, 'znajdz-badanie')
    await openRow(page, `${item.name} – ${item.price}`)
    const changed = item.price === '99 zł' ? '98 zł' : '99 zł'
    await (await fieldWithValue(page, item.price)).fill(changed)
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
    await openRow(page, `${variant.name} – ${variant.price}`)
    const changed = variant.price === '999 zł' ? '998 zł' : '999 zł'
    await (await fieldWithValue(page, variant.price)).fill(changed)
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
  const forms = { dataCollection: 'dane', dataSchemas, pageCollection: pageCollectionName }
  const samplesOf = (files: SampleFiles) => files.dataFiles.find((file) => file.name === 'samples.yaml')?.text ?? ''
  /** Where the focus is: the entry open and the form's field around the focused input. */
  const focusedField = () =>
    page.evaluate(() => ({ hash: location.hash, keyPath: document.activeElement?.closest('.field')?.getAttribute('data-key-path') ?? null }))
  const value = () => page.evaluate(() => (document.activeElement as HTMLInputElement | HTMLTextAreaElement).value)

  it('the first screen lists those of the published site; a link, by the keyboard, opens the form at its field far down', async () => {
    // The first screen reads the site /admin/ was built from (this build's content/): the repository is that one, as on the clinic's host.
    const built = readSite(process.cwd())
    const items = samplePlaces(samplesOf(built), built, forms)
    await openEditor(page, repositoryFiles(process.cwd()))
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
    await expect.poll(focusedField, { timeout: 30_000 }).toEqual({ hash: `#${place.route}`, keyPath: place.keyPath })
    expect(await value()).toContain(place.value)
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
    await expect.poll(shown, { timeout: 30_000 }).toEqual(places(entries))
    const problems = () => preview.locator('[data-problem]').count()
    // × on the first entry: its place leaves the list, and the check finds nothing the saved file would not have.
    await page.getByRole('button', { name: 'Usuń', exact: true }).first().click()
    await expect.poll(shown, { timeout: 30_000 }).toEqual(places(entries.slice(1)))
    await preview.locator('[data-places][data-checked="true"]').waitFor()
    expect(await problems()).toBe(0)
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
    await expect.poll(focusedField, { timeout: 30_000 }).toEqual({ hash: `#${team.route}`, keyPath: team.keyPath })
    expect(await value()).toBe(team.value)
    // Chrome notes once that the preview's frame, read by the test and closed as the editor moves on, may run no script.
    expect(errors.filter((line) => !/^Blocked script execution in 'blob:.*sandboxed/.test(line))).toEqual([])
  })
})
