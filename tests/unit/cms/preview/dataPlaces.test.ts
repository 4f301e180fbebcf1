import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { loadSite } from '../../../../lib/check/load/loadSite.ts'
import { dataFileOf, dataPlaces } from '../../../../lib/cms/preview/dataPlaces.ts'
import { findDataPlaces } from '../../../../lib/cms/preview/findDataPlaces.ts'
import { textComponents } from '../../../../renderer/textComponents.tsx'
import { frozenSite } from '../../../frozenSite.ts'

test('every data file says where it shows on the site, and only data files do', () => {
  const files = readdirSync(join(frozenSite, 'content/data')).filter((file) => /\.ya?ml$/.test(file))
  expect(Object.keys(dataPlaces).sort()).toEqual(files.sort())
  for (const [file, { components, frame = [], note }] of Object.entries(dataPlaces)) {
    expect(components.length + frame.length > 0 || note !== undefined, file).toBe(true)
    // The site map (renderer/mdxComponents.tsx) lists the pages; every other component is a text component.
    for (const name of components) expect([...Object.keys(textComponents), 'SiteMap'], `${file}: ${name}`).toContain(name)
  }
})

test('a data file’s places are its components as the pages write them, with every page that has each', () => {
  const site = loadSite(frozenSite)
  const places = findDataPlaces(site)
  const pagesWith = (source: string) =>
    site.pages
      .filter((page) => page.text.includes(source))
      .map((page) => page.route)
      .sort()
  const table = places['labTests.yaml']!.find((place) => place.source === '<LabPriceTable />')!
  expect(table.routes.sort()).toEqual(pagesWith('<LabPriceTable />'))
  expect(table.routes.length).toBeGreaterThan(1)
  // Written with their attributes: each table of vaccine prices is its own place.
  const vaccineTables = places['vaccinePrices.yaml']!.filter((place) => place.source.startsWith('<VaccinePriceTable '))
  expect(vaccineTables.length).toBeGreaterThan(1)
  for (const place of vaccineTables) expect(place.routes.sort()).toEqual(pagesWith(place.source))
  // The main component first: the table before the list of categories.
  expect(places['labTests.yaml']![0]!.source).toBe('<LabPriceTable />')
})

test('a block’s one data file is found from the places, and a component of several files is refused', () => {
  expect(dataFileOf('Transport')).toBe('transport.yaml')
  expect(dataFileOf('Milestones')).toBe('history.yaml')
  expect(() => dataFileOf('Hours')).toThrow(/3 data files/)
  expect(() => dataFileOf('Card')).toThrow(/0 data files/)
})
