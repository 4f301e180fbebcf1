import Fuse from 'fuse.js'
import { normalise } from './normalise.ts'

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

/**
 * The laboratory price search. Every test whose name contains the query,
 * ignoring case (the spec's rule) and diacritics, comes first in catalogue
 * order. Then, as patients type, the tests whose name and category hold
 * each word of the query at a word's start, in any order: "badanie moczu"
 * finds "Badanie ogólne moczu", "wit d" finds "25(OH)D (witamina D)", and
 * "tarczyca" the thyroid tests (a phone trial found all three gave
 * nothing). Last, fuse.js adds close matches, so a typo ("morfologja")
 * still finds "Morfologia".
 */
export function createLabSearch(tests: readonly LabTest[]): LabSearch {
  const entries = tests.map((test, index) => ({
    test,
    index,
    key: normalise(test.name),
    words: wordsOf(normalise(test.name)),
    categoryWords: wordsOf(normalise(test.category)),
  }))
  // Fuzzy matching is for typos in short queries: a low threshold keeps unrelated names out.
  const fuse = new Fuse(entries, { keys: ['key'], threshold: 0.3, ignoreLocation: true, minMatchCharLength: 2 })

  return {
    search(query, category) {
      const inCategory = (entry: (typeof entries)[number]) => category === null || entry.test.category === category
      const wanted = normalise(query.trim())
      if (wanted === '') return entries.filter(inCategory).map((entry) => entry.test)
      const exact = entries.filter((entry) => inCategory(entry) && entry.key.includes(wanted))
      const queryWords = wordsOf(wanted)
      const startsAWord = (words: string[], word: string) => words.some((one) => one.startsWith(word))
      const byWords = entries.filter(
        (entry) =>
          inCategory(entry) &&
          !entry.key.includes(wanted) &&
          queryWords.length > 0 &&
          queryWords.every((word) => startsAWord(entry.words, word) || (word.length >= MIN_CATEGORY_LENGTH && startsAWord(entry.categoryWords, word))),
      )
      const matched = [...exact, ...byWords]
      const found = new Set(matched.map((entry) => entry.index))
      const fuzzy =
        wanted.length < MIN_FUZZY_LENGTH
          ? []
          : fuse
              .search(wanted)
              .map((result) => result.item)
              .filter((entry) => inCategory(entry) && !found.has(entry.index))
      return [...matched, ...fuzzy].map((entry) => entry.test)
    },
  }
}
