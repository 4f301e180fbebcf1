import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import { normalise } from './normalise.ts'
import { indexTerm, indexTerms, PRICE_WORDS, words } from './polishWords.ts'
import type { SearchIndexData, SearchRecord } from './searchIndexData.ts'

/** One result as the search box and /szukaj show it. */
export interface SiteSearchHit {
  record: SearchRecord
  /** The words around the first match, as parts: `match` parts are the matching words. */
  context: TextPart[]
  /** The title, its matching words marked. */
  title: TextPart[]
}

/** A piece of a text; `match` pieces are words the query found. */
export interface TextPart {
  text: string
  match: boolean
}

export interface SiteSearch {
  /** The best results first, at most `limit`. */
  search(query: string, limit?: number): SiteSearchHit[]
  /**
   * As `search`, with how many results there are in all (one search for both: the header shows a few and counts
   * them all); `partial` when no record has every word typed and the results have some of them, and `missing`,
   * the words typed that the site has nowhere.
   */
  results(query: string, limit?: number): { hits: SiteSearchHit[]; total: number; missing: string[]; partial: boolean }
  /** For "Brak wyników": the site's words closest to the words typed. */
  suggestions(query: string): string[]
}

/** Results scoring under this share of the best one are not shown. */
const MIN_SHARE_OF_BEST = 0.1

/** Words around a match shown in a result. */
const CONTEXT_WORDS = 14

/**
 * The site search (issue 45) on MiniSearch: every word is cut to its stem
 * (lib/search/polishWords.ts) in the index and in the query, so case, Polish
 * letters and endings do not matter; a stem also finds longer words
 * (prefix) and, from four letters, words one typo away (fuzzy). The clinic's
 * synonyms (content/data/synonyms.yaml) add their words to a query that has
 * them. A question about a price ('ile kosztuje…', 'cena…') puts price rows
 * first. Comparison with fuse.js: docs/DECISIONS.md, "Site search".
 */
export function createSiteSearch(data: SearchIndexData): SiteSearch {
  const { records } = data
  const engine = new MiniSearch<SearchRecord & { id: number }>({
    fields: ['title', 'text', 'where'],
    tokenize: words,
    // The index keeps a word under both stems of a -ka/-ce noun (polishWords.ts); a word typed is searched by its own.
    processTerm: (term) => indexTerms(term),
    searchOptions: {
      processTerm: (term) => indexTerm(term),
      boost: { title: 2, text: 1, where: 0.5 },
      // Only the word being typed is a prefix ('morfo' → morfologia); whole words match whole.
      prefix: (term, index, all) => index === all.length - 1 && term.length >= 3,
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      maxFuzzy: 1,
      weights: { fuzzy: 0.3, prefix: 0.5 },
    },
  })
  engine.addAll(records.map((record, id) => ({ ...record, id })))
  // Every stem the site has: a word typed that is one of them is taken as meant, not as a slip for another.
  const known = new Set(records.flatMap((record) => words(`${record.title} ${record.text} ${record.where}`).flatMap((word) => indexTerms(word) ?? [])))
  const synonyms = data.synonyms.map((entry) => ({ words: terms(entry.words), finds: entry.finds })).filter((entry) => entry.words.length > 0)

  const results = (query: string, limit = 20) => {
    const typed = words(query)
    if (typed.length === 0) return { hits: [], total: 0, missing: [], partial: false }
    const asksPrice = typed.some((word) => PRICE_WORDS.has(normalise(word)))
    const wanted = typed.filter((word) => !PRICE_WORDS.has(normalise(word)))
    const main = (wanted.length > 0 ? wanted : typed).join(' ')
    const have = new Set(terms(main))
    const extra = synonyms.filter((entry) => entry.words.every((term) => have.has(term))).map((entry) => entry.finds)
    const options = { boostDocument: (id: unknown) => (asksPrice && records[id as number]?.kind === 'Cena' ? 2 : 1) }
    // Records with every word typed first; only when none has them all, those with some. Words joined by OR let
    // 'badanie okresowe' list 227 lab tests for 'badanie' alone, a urine test's 14 zł first (a visitor trial).
    // With all words required, a word the site has is not also taken for a slip: 'badanie' found the privacy
    // policy's 'żądania' one letter away, and that one record, having both words, hid every other (a recheck).
    const search = (combineWith: 'AND' | 'OR') => {
      const typedWords: Query = {
        combineWith,
        queries: [main],
        ...(combineWith === 'AND' ? { fuzzy: (term: string) => (term.length >= 4 && !known.has(term) ? 1 : false) } : {}),
      }
      // Prices first only for results with every word: with some, a price put first reads as the answer.
      return engine.search(extra.length > 0 ? { combineWith: 'OR', queries: [typedWords, ...extra] } : typedWords, combineWith === 'AND' ? options : {})
    }
    let found = search('AND')
    let missing: string[] = []
    const partial = found.length === 0
    if (partial) {
      found = search('OR')
      // Said above the results, so that a lab test's price does not read as the answer to a word the site has not.
      if (found.length > 0) missing = words(main).filter((word) => indexTerm(word) !== null && engine.search(word, options).length === 0)
    }
    // A word of a long query matched somewhere in passing is no answer: results far below the best are left out.
    const best = found[0]?.score ?? 0
    const shown = wholeWordFirst(
      found.filter((result) => result.score >= best * MIN_SHARE_OF_BEST),
      main,
    )
    const hits = shown.slice(0, limit).map((result) => {
      const record = records[result.id as number]!
      const isMatch = matcher(result)
      return {
        record,
        context: context(record, isMatch),
        title: splitWords(record.title).map((text, index) => ({ text, match: index % 2 === 0 && isMatch(text) })),
      }
    })
    return { hits, total: shown.length, missing, partial: partial && hits.length > 0 }
  }

  return {
    results,
    search: (query, limit) => results(query, limit).hits,
    suggestions(query) {
      const typed = words(query)
        .filter((word) => indexTerm(word) !== null)
        .map(normalise)
      const vocabulary = vocabularyOf(records)
      const found: string[] = []
      for (const term of typed) {
        let best: { word: string; distance: number } | undefined
        const most = term.length >= 8 ? 3 : 2
        for (const [plain, word] of vocabulary) {
          if (Math.abs(plain.length - term.length) > most) continue
          const distance = editDistance(term, plain)
          if (distance <= most && (!best || distance < best.distance)) best = { word, distance }
        }
        if (best && !found.includes(best.word)) found.push(best.word)
      }
      return found
    },
  }

  /**
   * The last word typed is taken as begun ('morfo' → morfologia), but when it is a whole word of the site ('katar'),
   * the records that have it come before those with a longer word it begins: 'katar' listed the doctor 'Katarzyna'
   * (a title, weighed twice) above the page about a cold. The order within each group stays the score's.
   */
  function wholeWordFirst(found: SearchResult[], typed: string): SearchResult[] {
    const last = words(typed).at(-1) ?? ''
    const term = indexTerm(last)
    if (term === null || !vocabularyOf(records).has(normalise(last))) return found
    const whole = found.filter((result) => result.terms.includes(term))
    return [...whole, ...found.filter((result) => !whole.includes(result))]
  }
}

/** The stems of a text's words (stop words left out). */
function terms(text: string): string[] {
  return words(text)
    .map(indexTerm)
    .filter((term): term is string => term !== null)
}

/** A text cut into words (even places) and what stands between them (odd places). */
const splitWords = (text: string) => text.split(/([^\p{L}\p{N}]+)/u)

/** Whether a word of a record is one the result matched (its stem, or one the typed prefix or a typo reached). */
function matcher(result: SearchResult): (word: string) => boolean {
  const matched = new Set(result.terms)
  return (word) =>
    (indexTerms(word) ?? []).some((term) => term.length >= 2 && (matched.has(term) || [...matched].some((hit) => hit.startsWith(term) || term.startsWith(hit))))
}

/** The words of the record around its first matching word (the title's words count when the text has none). */
function context(record: SearchRecord, isMatch: (word: string) => boolean): TextPart[] {
  const source = record.text || record.title
  const parts = splitWords(source)
  const wordIndexes = parts.map((part, index) => (index % 2 === 0 && part !== '' ? index : -1)).filter((index) => index >= 0)
  const first = wordIndexes.find((index) => isMatch(parts[index]!))
  const firstWord = first === undefined ? 0 : wordIndexes.indexOf(first)
  // A match among the first words shows the text from its start, not cut a few words in ('… piątku w godzinach 9:00').
  let from = firstWord < CONTEXT_WORDS - 4 ? 0 : firstWord - 4
  let to = Math.min(wordIndexes.length, from + CONTEXT_WORDS)
  // Numbers are cut into words too ('16:00', '+48 22 100 00 00'): the context neither starts nor ends inside one
  // ('… 00, także w wybrane soboty', '+48 22 100 …', a phone trial).
  const digits = (at: number) => /^\d+$/.test(parts[wordIndexes[at]!] ?? '')
  const joined = (at: number) => /^[ :–-]$/.test(parts[wordIndexes[at]! - 1] ?? '')
  while (from > 0 && digits(from) && digits(from - 1) && joined(from)) from--
  while (to < wordIndexes.length && digits(to - 1) && digits(to) && joined(to)) to++
  const start = wordIndexes[from] ?? 0
  const end = to < wordIndexes.length ? wordIndexes[to - 1]! + 1 : parts.length
  const shown = parts.slice(start, end).map((text, index) => ({ text, match: (start + index) % 2 === 0 && isMatch(text) }))
  // The number's '+' stands before its first digits: '… +48 22…', not '… 48 22…'.
  if (start > 0) shown.unshift({ text: parts[start - 1]!.endsWith('+') ? '… +' : '… ', match: false })
  if (end < parts.length) shown.push({ text: ' …', match: false })
  return shown
}

/** Each word of the site without its Polish letters, with the word as written (lower case), for suggestions. */
const vocabularies = new WeakMap<readonly SearchRecord[], Map<string, string>>()
function vocabularyOf(records: readonly SearchRecord[]): Map<string, string> {
  let vocabulary = vocabularies.get(records)
  if (vocabulary) return vocabulary
  vocabulary = new Map()
  for (const record of records) {
    for (const word of words(`${record.title} ${record.text}`)) {
      const plain = normalise(word)
      if (plain.length >= 4 && !/\d/.test(plain) && !vocabulary.has(plain)) vocabulary.set(plain, word.toLocaleLowerCase('pl'))
    }
  }
  vocabularies.set(records, vocabulary)
  return vocabulary
}

/**
 * The edit distance of two short words, two neighbouring letters swapped counting as one edit (optimal string
 * alignment): a thumb's 'grpya' is one edit from 'grypa', and was offered 'grupy', two edits away but the
 * nearer by letters alone (a phone trial).
 */
function editDistance(a: string, b: string): number {
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1)
    }
    before = previous
    previous = current
  }
  return previous[b.length]!
}
