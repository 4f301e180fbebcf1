import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, parseDocument, type Scalar } from 'yaml'
import { weekdayNames } from '../../lib/data/dayPhrases.ts'
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
