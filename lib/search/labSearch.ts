import Fuse from 'fuse.js'
import { normalise } from './normalise.ts'
import { PRICE_WORDS, STOP_WORDS, stem } from './polishWords.ts'
import type { Synonym } from '../schemas/synonymsSchema.ts'

/** Shorter queries match too many names by accident; they use the substring rule only. */
const MIN_FUZZY_LENGTH = 5

export interface LabTest {
  name: string
  price: string
  category: string
}

export interface LabSearch {
  /** Tests matching `query` within `category` (null = all), in catalogue order for substring matches. */
  search(query: string, category: string | null): LabTest[]
}

/** A category's tests are found by its name from this many letters on ("tar" finds Tarczyca): "ty" would find any. */
const MIN_CATEGORY_LENGTH = 3

/** The words of a normalised text: "25(oh)d (witamina d)" is 25, oh, d, witamina, d. */
const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** Stems of words that say 'a test' rather than which: 'badania tarczycy', 'hormony płciowe', 'poziom ferrytyny'. */
const GENERIC = new Set(['badanie', 'test', 'poziom', 'hormon', 'oznaczenie'].map(stem))

/**
 * The words of a query that name a test, each as typed and as its stem (the site search's,
 * lib/search/polishWords.ts): 'tarczycy' meets 'Tarczyca'. Words of a question ('na', 'ile
 * kosztuje') and words that only say 'a test' are left out while others remain.
 */
function queryForms(wanted: string): string[][] {
  const all = wordsOf(wanted)
  const naming = all.filter((word) => !STOP_WORDS.has(word) && !PRICE_WORDS.has(word))
  const specific = naming.filter((word) => !GENERIC.has(stem(word)))
  const kept = specific.length > 0 ? specific : naming.length > 0 ? naming : all
  return kept.map((word) => (stem(word) === word ? [word] : [word, stem(word)]))
}

/**
 * The laboratory price search. Every test whose name contains the query,
 * ignoring case (the spec's rule) and diacritics, comes first in catalogue
 * order. Then, as patients type, the tests whose name and category hold
 * each word of the query at a word's start, in any order, as typed or as
 * its stem: "badanie moczu" finds "Badanie ogólne moczu", "wit d" finds
 * "25(OH)D (witamina D)", "tarczyca" and "badania tarczycy" the thyroid
 * tests (a phone trial found the first three gave nothing). Then the tests
 * the clinic's synonyms name, as the site search reads them: "cukier" finds
 * "Glukoza na czczo". Last, fuse.js adds close matches, so a typo ("morfologja")
 * still finds "Morfologia".
 */
export function createLabSearch(tests: readonly LabTest[], synonyms: readonly Synonym[] = []): LabSearch {
  const entries = tests.map((test, index) => ({
    test,
    index,
    key: normalise(test.name),
    words: wordsOf(normalise(test.name)),
    categoryWords: wordsOf(normalise(test.category)),
  }))
  type Entry = (typeof entries)[number]
  // Fuzzy matching is for typos in short queries: a low threshold keeps unrelated names out.
  const fuse = new Fuse(entries, { keys: ['key'], threshold: 0.3, ignoreLocation: true, minMatchCharLength: 2 })
  // Each pair's words as stems, and each of its comma-separated phrases as the words a test must hold.
  const pairs = synonyms
    .map((pair) => ({
      words: wordsOf(normalise(pair.words))
        .filter((word) => !STOP_WORDS.has(word))
        .map(stem),
      finds: pair.finds
        .split(',')
        .map((phrase) => queryForms(normalise(phrase)))
        .filter((forms) => forms.length > 0),
    }))
    .filter((pair) => pair.words.length > 0)

  // A word as typed may be the start of a longer one ('morfo'); its stem must be a whole word's stem ('moczu' is not 'mocznik').
  const startsAWord = (words: string[], [typed, stemmed]: string[]) =>
    words.some((one) => one.startsWith(typed!) || (stemmed !== undefined && stem(one) === stemmed))
  const holdsEvery = (entry: Entry, forms: string[][]) =>
    forms.length > 0 && forms.every((one) => startsAWord(entry.words, one) || (one[0]!.length >= MIN_CATEGORY_LENGTH && startsAWord(entry.categoryWords, one)))

  return {
    search(query, category) {
      const inCategory = (entry: Entry) => category === null || entry.test.category === category
      const wanted = normalise(query.trim())
      if (wanted === '') return entries.filter(inCategory).map((entry) => entry.test)
      const exact = entries.filter((entry) => inCategory(entry) && entry.key.includes(wanted))
      const byWords = entries.filter((entry) => inCategory(entry) && !entry.key.includes(wanted) && holdsEvery(entry, queryForms(wanted)))
      const typedStems = new Set(wordsOf(wanted).map(stem))
      const phrases = pairs.filter((pair) => pair.words.every((word) => typedStems.has(word))).flatMap((pair) => pair.finds)
      const found = new Set([...exact, ...byWords].map((entry) => entry.index))
      const bySynonym = entries.filter((entry) => inCategory(entry) && !found.has(entry.index) && phrases.some((forms) => holdsEvery(entry, forms)))
      for (const entry of bySynonym) found.add(entry.index)
      const fuzzy =
        wanted.length < MIN_FUZZY_LENGTH
          ? []
          : fuse
              .search(wanted)
              .map((result) => result.item)
              .filter((entry) => inCategory(entry) && !found.has(entry.index))
      return [...exact, ...byWords, ...bySynonym, ...fuzzy].map((entry) => entry.test)
    },
  }
}
