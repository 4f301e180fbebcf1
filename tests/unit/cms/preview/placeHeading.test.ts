import { expect, test } from 'vitest'
import { componentEntry, componentNames } from '../../../../lib/content/componentRegistry.ts'
import { listPl, placeName } from '../../../../lib/cms/preview/placeHeading.ts'

test("a place is named in the editors' words, without tags, file names or braces", () => {
  expect(placeName('<LabPriceTable />')).toBe('Cennik badań laboratoryjnych z wyszukiwarką')
  expect(placeName('<Hours only={["pobrania"]} />')).toBe('Godziny otwarcia')
  expect(placeName('<Address />')).toBe('Adres placówki w jednej linii')
  expect(placeName('<Nieznany />')).toBe('Fragment treści')
})

test('every component that shows a data file gets a name with no code in it', () => {
  const showingData = componentNames.filter((name) => /\.ya?ml/.test(componentEntry(name)!.description))
  expect(showingData.length).toBeGreaterThan(20)
  for (const name of showingData) {
    const words = placeName(`<${name} />`)
    expect(words, name).not.toMatch(/[`<>{}]|\.ya?ml/)
    expect(words.length, name).toBeGreaterThan(3)
  }
})

test('Polish lists join the last item with „i”', () => {
  expect(listPl(['Cennik'])).toBe('Cennik')
  expect(listPl(['Badania laboratoryjne', 'Cennik'])).toBe('Badania laboratoryjne i Cennik')
  expect(listPl(['A', 'B', 'C'])).toBe('A, B i C')
})
