import { normalise } from './normalise.ts'

/**
 * Endings of Polish nouns, adjectives and verbs, written without diacritics
 * (words are normalised first), longest first. Cutting them makes the forms a
 * patient types meet the forms the site uses: 'grypę' and 'grypa' → 'gryp',
 * 'szczepienia' and 'szczepienie' → 'szczepien', 'kleszczowe' and
 * 'kleszczowego' → 'kleszcz'. A light stemmer in the manner of Snowball's
 * Light stemmers (no dictionary): it may join words that differ, never split
 * forms of one word, and the index and the query are cut the same way.
 */
const ENDINGS = [
  'owego',
  'owemu',
  'owych',
  'owymi',
  'iego',
  'iemu',
  'ymi',
  'imi',
  'owy',
  'owa',
  'owe',
  'owi',
  'owej',
  'ami',
  'ach',
  'ego',
  'emu',
  'ych',
  'ich',
  'iej',
  'iem',
  'om',
  'ow',
  'ej',
  'em',
  'ym',
  'im',
  'ia',
  'ie',
  'iu',
  'ii',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
].sort((a, b) => b.length - a.length)

/** Word-forming endings cut after the inflection: 'szczepionka', 'szczepić', 'szczepienie' → 'szczep'. */
const DERIVATIONS = ['ionk', 'ien', 'ic']

/** A stem shorter than this is not cut further: 'tsh', 'hiv', 'wzw' stay whole. */
const MIN_STEM = 4

/** A four-letter word's ending that is cut: one last vowel ('ospa', 'odrę', 'krwi'). */
const SHORT_ENDING = /[aeiouy]$/

/** The stem of one normalised word (lower case, no diacritics). */
export function stem(word: string): string {
  if (word.length < MIN_STEM || /\d/.test(word)) return word
  // A four-letter word loses only a last vowel: 'ospa' and 'ospę' meet 'ospie' ('osp'), 'odra' meets 'odrę'. Kept
  // whole, 'ospa' missed the vaccine row 'przeciw ospie wietrznej' and found only a lab test (a phone trial).
  if (word.length === MIN_STEM) return SHORT_ENDING.test(word) && !/[aeiouy]{2}$/.test(word) ? word.slice(0, -1) : word
  let result = word
  const ending = ENDINGS.find((candidate) => result.endsWith(candidate) && result.length - candidate.length >= MIN_STEM - 1)
  if (ending) result = result.slice(0, -ending.length)
  const derivation = DERIVATIONS.find((candidate) => result.endsWith(candidate) && result.length - candidate.length >= MIN_STEM + 1)
  if (derivation) result = result.slice(0, -derivation.length)
  // The 'e' that drops out in the other forms: 'półpasiec' → 'półpaśca', 'tężec' → 'tężca'.
  else if (result.length >= MIN_STEM + 1 && /[^aeiouy]i?ec$/.test(result)) result = result.replace(/i?ec$/, 'c')
  return result
}

/** Words a search ignores: they stand in questions ('ile kosztuje', 'czy mogę się') and in every text. */
export const STOP_WORDS = new Set(
  'a aby albo ale bez by być co czy czyli dla do gdzie i ich ile im jak jaka jaki jakie jest jestem już lub ma mam mi mnie moge mogę można mój na nad nie o od oraz po pod przez przy się sie są ta tak te tego ten to tu u w we z za ze że ze czym kiedy który która które moja moje'
    .split(' ')
    .map(normalise),
)

/** Words that ask for a price: they make price rows come first instead of being searched for. */
export const PRICE_WORDS = new Set(['ile', 'kosztuje', 'kosztuja', 'koszt', 'cena', 'ceny', 'cennik', 'oplata', 'zl', 'zloty', 'zlotych'])

/** The words of a text as typed: letters and digits, split at everything else. */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** A word as the index keeps it: normalised and stemmed; null for a stop word. */
export function indexTerm(word: string): string | null {
  const plain = normalise(word)
  if (plain === '' || STOP_WORDS.has(plain)) return null
  return stem(plain)
}

/**
 * Nouns in -ka, -ga and -cha change their last consonant in the dative and locative: 'gorączka' → 'o gorączce',
 * 'droga' → 'w drodze', 'mucha' → 'musze'. Their stems then differ in the last letter ('goraczk', 'goraczc'), and a
 * patient's 'żółta gorączka' missed the price row 'Szczepienie przeciw żółtej gorączce' (a phone trial). A word
 * with one of these endings is also indexed under the stem of its other form; one without keeps its one stem.
 * It may join a few words that differ ('miejsce' and 'miejska'), as the endings above may.
 */
const ALTERNATIONS: readonly (readonly [string, string])[] = [
  ['ka', 'ce'],
  ['ga', 'dze'],
  ['cha', 'sze'],
  // 'odra' → 'o odrze', 'wizyta' → 'o wizycie', 'woda' → 'w wodzie'.
  ['ra', 'rze'],
  ['ta', 'cie'],
  ['da', 'dzie'],
]

/** The stem of a normalised word's other form, for a word with one of the ALTERNATIONS' endings. */
function otherForm(plain: string): string | undefined {
  if (plain.length < 4) return undefined
  for (const [nominative, locative] of ALTERNATIONS) {
    if (plain.endsWith(nominative)) return stem(`${plain.slice(0, -nominative.length)}${locative}`)
    if (plain.endsWith(locative)) return stem(`${plain.slice(0, -locative.length)}${nominative}`)
  }
  return undefined
}

/** The terms the index keeps for a word: its stem, and the other form's stem when it has one (see ALTERNATIONS). */
export function indexTerms(word: string): string[] | null {
  const own = indexTerm(word)
  if (own === null) return null
  const other = otherForm(normalise(word))
  return other && other !== own ? [own, other] : [own]
}
