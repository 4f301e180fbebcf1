import { describe, expect, test } from 'vitest'
import { createLabSearch } from '../../../lib/search/labSearch.ts'

const catalogue = [
  { name: 'Morfologia krwi z rozmazem automatycznym', price: '15 zł', category: 'Hematologia i krzepnięcie' },
  { name: 'TSH', price: '35 zł', category: 'Tarczyca' },
  { name: 'FT4', price: '30 zł', category: 'Tarczyca' },
  { name: 'Anty-TPO', price: '45 zł', category: 'Tarczyca' },
  { name: 'Żelazo', price: '12 zł', category: 'Biochemia' },
  { name: 'Ferrytyna', price: '40 zł', category: 'Biochemia' },
  { name: 'Wapń całkowity', price: '11 zł', category: 'Biochemia' },
  { name: 'Łańcuchy lekkie kappa', price: '120 zł', category: 'Inne' },
  { name: 'HIV Ag/Ab (Combo)', price: '48 zł', category: 'Diagnostyka infekcji' },
  { name: 'Badanie ogólne moczu', price: '14 zł', category: 'Badania moczu' },
  { name: '25(OH)D (witamina D)', price: '70 zł', category: 'Inne' },
]
const search = createLabSearch(catalogue)
const names = (query: string, category: string | null = null) => search.search(query, category).map((test) => test.name)

describe('laboratory search', () => {
  test('an empty query shows everything, in catalogue order', () => {
    expect(names('')).toEqual(catalogue.map((test) => test.name))
    expect(names('   ')).toHaveLength(catalogue.length)
  })
  test('substring match on the name, case-insensitive (the spec rule)', () => {
    expect(names('tsh')).toEqual(['TSH'])
    expect(names('KRWI')).toEqual(['Morfologia krwi z rozmazem automatycznym'])
    expect(names('ty')).toEqual(['Morfologia krwi z rozmazem automatycznym', 'Anty-TPO', 'Ferrytyna', 'Wapń całkowity'])
  })
  test('ignores Polish diacritics both ways', () => {
    expect(names('zelazo')).toEqual(['Żelazo'])
    expect(names('wapn')).toEqual(['Wapń całkowity'])
    expect(names('lancuchy')).toEqual(['Łańcuchy lekkie kappa'])
    expect(names('żelazo')).toEqual(['Żelazo'])
  })
  test('tolerates a typo, after the exact matches', () => {
    expect(names('morfologja')).toEqual(['Morfologia krwi z rozmazem automatycznym'])
    expect(names('ferytyna')).toEqual(['Ferrytyna'])
    const mixed = names('ferryt')
    expect(mixed[0]).toBe('Ferrytyna')
  })
  test('does not invent matches for unrelated words', () => {
    expect(names('kardiologia')).toEqual([])
    expect(names('xyz')).toEqual([])
  })
  test("finds each word of the query at a word's start, in any order, after the substring matches (a phone trial got nothing)", () => {
    expect(names('badanie moczu')).toEqual(['Badanie ogólne moczu'])
    expect(names('moczu ogólne')).toEqual(['Badanie ogólne moczu'])
    expect(names('wit d')).toEqual(['25(OH)D (witamina D)'])
    expect(names('mocz krwi')).toEqual([])
    // Other forms of a word, and the words of a question, as patients type them.
    expect(names('tarczycy')).toEqual(['TSH', 'FT4', 'Anty-TPO'])
    expect(names('badania moczu')).toEqual(['Badanie ogólne moczu'])
    expect(names('ile kosztuje ferrytyna')).toEqual(['Ferrytyna'])
    expect(names('ferrytyna na czczo')).toEqual([])
    // Words that only say 'a test' count only when nothing else is typed.
    expect(names('badania tarczycy')).toEqual(['TSH', 'FT4', 'Anty-TPO'])
    expect(names('badanie na ferrytynę')).toEqual(['Ferrytyna'])
    expect(names('poziom żelaza')).toEqual(['Żelazo'])
    expect(names('badanie')).toEqual(['Badanie ogólne moczu'])
    expect(names('tsh ft4')).toEqual([])
  })
  test("finds a category's tests by its name from three letters on, after the names that hold the query", () => {
    expect(names('tarczyca')).toEqual(['TSH', 'FT4', 'Anty-TPO'])
    expect(names('TAR')).toEqual(['TSH', 'FT4', 'Anty-TPO'])
    expect(names('inne')).toEqual(['Łańcuchy lekkie kappa', '25(OH)D (witamina D)'])
    expect(names('mocz')).toEqual(['Badanie ogólne moczu'])
    // Two letters find names only (witamina), not the thyroid tests.
    expect(names('ta')).toEqual(['25(OH)D (witamina D)'])
    expect(names('tarczyca', 'Biochemia')).toEqual([])
  })
  test('filters by category, alone or with a query', () => {
    expect(names('', 'Tarczyca')).toEqual(['TSH', 'FT4', 'Anty-TPO'])
    expect(names('t', 'Biochemia')).toEqual(['Ferrytyna', 'Wapń całkowity'])
    expect(names('tsh', 'Biochemia')).toEqual([])
  })

  // content/data/synonyms.yaml, as /szukaj reads it: a pair's words all in the query add the tests its phrases name.
  test("finds what the clinic's synonyms name, after the words typed and before the typos", () => {
    const withSugar = [
      ...catalogue,
      { name: 'Glukoza na czczo', price: '10 zł', category: 'Biochemia' },
      { name: 'Cukrzyca: konsultacja', price: '1 zł', category: 'Inne' },
    ]
    const pairs = [
      { words: 'cukier', finds: 'glukoza' },
      { words: 'cukru', finds: 'glukoza' },
      { words: 'żółta febra', finds: 'żelazo, kappa lekkie' },
    ]
    const synonymSearch = createLabSearch(withSugar, pairs)
    const found = (query: string, category: string | null = null) => synonymSearch.search(query, category).map((test) => test.name)
    expect(found('cukier')).toEqual(['Glukoza na czczo'])
    expect(found('ile kosztuje badanie cukru')).toEqual(['Glukoza na czczo'])
    expect(found('Cukier', 'Biochemia')).toEqual(['Glukoza na czczo'])
    expect(found('cukier', 'Tarczyca')).toEqual([])
    // Every word of a pair must be typed; a pair's phrases are alternatives, each word of one needed.
    expect(found('żółta')).toEqual([])
    expect(found('zolta febra')).toEqual(['Żelazo', 'Łańcuchy lekkie kappa'])
    // What the typed words find still comes first.
    expect(found('cukrzyca')).toEqual(['Cukrzyca: konsultacja'])
    expect(createLabSearch(withSugar).search('cukier', null)).toEqual([])
  })
})
