import { expect, test } from 'vitest'
import { allergy, labTests, priceList, vaccinePrices } from '../../lib/data/priceData.ts'
import { team } from '../../lib/data/serviceData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { builtHtml } from './site.ts'

// Every row of the data is on the built site with its own value, whatever the
// clinic has typed: the values are read from the data files, never from here.
// (The spec's own prices are tested on the frozen site, in tests/spec/.)

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
const html = builtHtml
/** The text of every table row of a page. */
const rowsOf = (route: string) => [...html(route).matchAll(/<tr[\s>][\s\S]*?<\/tr>/g)].map((match) => decode(match[0]))
const textOf = (route: string) => decode(html(route))
/** Whether one row of the page shows both the name and the price. */
const hasRow = (rows: string[], name: string, price: string) => rows.some((row) => row.includes(name) && row.includes(price))

test('every lab test with its price, in one row, on /badania-laboratoryjne and /cennik', () => {
  for (const route of ['badania-laboratoryjne', 'cennik']) {
    const rows = rowsOf(route)
    const missing = labTests.categories.flatMap((category) => category.items).filter((item) => !hasRow(rows, item.name, item.price))
    expect(missing, route).toEqual([])
  }
  // Each category once, as the list on /badania-laboratoryjne says (<LabCategories />).
  const text = textOf('badania-laboratoryjne')
  for (const category of labTests.categories) expect(text).toContain(category.title)
})

test('every vaccine of the price tables, every priced service and allergy set with its price, on /cennik', () => {
  const rows = rowsOf('cennik')
  const variants = vaccinePrices.tables.flatMap((table) => table.rows.flatMap((row) => row.variants))
  expect(variants.filter((variant) => !hasRow(rows, variant.name, variant.price))).toEqual([])
  const items = priceList.categories.flatMap((category) => category.items)
  expect(items.filter((item) => !hasRow(rows, item.name, item.price))).toEqual([])
  const sets = [...allergy.allergenSets, ...allergy.panels]
  expect(sets.filter((set) => !rows.some((row) => row.includes(set.price)))).toEqual([])
})

test("every person of the team on /zespol, every set of hours on /kontakt, the clinic's phone and e-mail on every page", () => {
  const people = textOf('zespol')
  expect(team.members.filter((member) => !people.includes(member.name))).toEqual([])
  const contact = textOf('kontakt')
  for (const hours of clinic.hours) expect(contact).toContain(`${hours.opens}–${hours.closes}`)
  for (const route of ['', 'kontakt', 'cennik']) {
    expect(html(route)).toContain(`tel:${clinic.phone.number.replace(/\s/g, '')}`)
    expect(html(route)).toContain(`mailto:${clinic.email}`)
  }
})
