import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parseYaml } from '../../../../lib/data/parseYaml.ts'
import { nameWords, similarNames } from '../../../../lib/cms/preview/similarNames.ts'
import { frozenFile } from '../../../frozenSite.ts'

type Lab = { categories: { title: string; items: { name: string; price: string }[] }[] }
const lab = () => structuredClone(parseYaml(readFileSync(frozenFile('content/data/labTests.yaml'), 'utf8'))) as Lab

test('words of a name: no case, accents or punctuation; letters and digits apart', () => {
  expect(nameWords('Witamina D3 metabolit 25(OH)')).toEqual(['witamina', 'd', '3', 'metabolit', '25', 'oh'])
  expect(nameWords('Żelazo (Fe)')).toEqual(['zelazo', 'fe'])
})

test('a new lab test whose words are all in a published one (or the other way round) is named with it', () => {
  const published = lab()
  const now = lab()
  const existing = now.categories[0]!.items[0]!.name
  now.categories[1]!.items.push({ name: `${existing} (oznaczenie)`, price: '10 zł' })
  expect(similarNames(published, now)).toEqual([{ name: `${existing} (oznaczenie)`, like: existing }])
})

test('published rows are never compared with each other, and a new name with a word of its own is not close', () => {
  const published = lab()
  expect(similarNames(published, published)).toEqual([])
  const now = lab()
  now.categories[0]!.items.push({ name: 'Badanie zupełnie nowe', price: '10 zł' })
  expect(similarNames(published, now)).toEqual([])
})

test('the example of issue 43', () => {
  const published = { categories: [{ items: [{ name: 'Witamina D3 metabolit 25(OH)' }] }] }
  const now = { categories: [{ items: [{ name: 'Witamina D3 metabolit 25(OH)' }, { name: 'Witamina D3 (25-OH)' }] }] }
  expect(similarNames(published, now)).toEqual([{ name: 'Witamina D3 (25-OH)', like: 'Witamina D3 metabolit 25(OH)' }])
})

test('people by their names, within their own list only', () => {
  const published = { members: [{ name: 'lek. Anna Nowak' }], other: [{ name: 'Jan Kowalski' }] }
  const now = { members: [{ name: 'lek. Anna Nowak' }, { name: 'Anna Nowak' }, { name: 'Jan Kowalski' }], other: [{ name: 'Jan Kowalski' }] }
  expect(similarNames(published, now)).toEqual([{ name: 'Anna Nowak', like: 'lek. Anna Nowak' }])
})
