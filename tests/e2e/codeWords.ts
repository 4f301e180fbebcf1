import { siteMapGroupIds } from '../../lib/schemas/siteMapGroups.ts'

/**
 * What an office worker must not meet on the editor's screens besides English
 * and the CMS's internal keys (issue 43, "words, not codes"): phrases the CMS
 * builds from a label without Polish grammar, and the names of tags, files,
 * folders and developer tools in hints and labels. Each rule names what it
 * finds, so a failure says what came back where.
 */
const rules: { what: string; pattern: RegExp }[] = [
  // The CMS's `${count} ${label}` of a list ('13 Kategorie', '10 Wiersze'); the Polish count is '13 pozycji'.
  { what: "a count before a list's label", pattern: /^\d+\s+\p{Lu}/u },
  // For one item the CMS used the 'Dodaj …' word: '1 dziedzinę', '1 kategorię'.
  { what: "a count before a list's 'Dodaj …' word", pattern: /^1\s+\p{L}+ę$|^1\s+(członka|numer|wiek)\b/u },
  { what: "'Tworzenie' and a label ('Tworzenie Strony')", pattern: /^Tworzenie \p{Lu}/u },
  { what: "'Dodaj' and a capitalised label ('Dodaj Obraz obok tytułu')", pattern: /^Dodaj \p{Lu}/u },
  { what: "a tag of the pages' text", pattern: /<[A-Z][A-Za-z]*[\s/>]/ },
  { what: 'a file name', pattern: /\b[\w-]+\.(ya?ml|mdx|tsx?|md)\b/ },
  { what: "a folder of the site's repository", pattern: /\bpublic\/|\bdocs\/|\bcontent\/data\b/ },
  { what: 'developer words', pattern: /pull request|\bMarkdown\b|\bnpm\b|„main”|sveltia|nginx/i },
  // The settings' 'Klucze API', 'Funkcje beta', 'co CMS przechowuje'.
  { what: 'developer words', pattern: /\bAPI\b|\bbeta\b|\bCMS\b/ },
  { what: 'a placeholder for a code', pattern: /\{godziny:ID\}/ },
  { what: "the CMS's own line on GitHub's token page", pattern: /ustawień użytkownika/ },
  { what: 'the discard question in its old order', pattern: /Zmiany tego wpisu zapisane/ },
  // A select left empty: '(Brak)' read as a code; it says 'Nie wybrano'.
  { what: "the CMS's '(Brak)'", pattern: /^\(Brak\)$/ },
  // Polish quotes, not English ones, around what the CMS names ('Pole “Cena”').
  { what: 'English quotation marks', pattern: /“/ },
  { what: 'a site-map group named by its code', pattern: new RegExp(`„(${siteMapGroupIds.join('|')})”`) },
]

/**
 * The pieces of hints the screen shows as texts, for `codeWordsIn`'s `allowed`:
 * a hint is drawn as one text with its code spans (`<Phone />`) as texts of their
 * own, so each hint gives itself, itself without its code spans, and each span.
 */
export function hintPieces(hints: Iterable<string>): Set<string> {
  const pieces = new Set<string>()
  for (const hint of hints) {
    pieces.add(hint)
    pieces.add(hint.replace(/`[^`]*`/g, ''))
    for (const [, code] of hint.matchAll(/`([^`]*)`/g)) pieces.add(code!)
  }
  return pieces
}

/**
 * The texts that break a rule, each as 'what: text'. `allowed` texts are left
 * out: the hint of a field whose value is itself code (the pages' text, whose
 * tags the worker keeps; a sample's file path).
 */
export function codeWordsIn(texts: Iterable<string>, allowed: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    if (allowed.has(text)) continue
    // The CMS sets each value it fills into a phrase apart for right-to-left scripts ('Dodaj ⁨kategorię⁩'): read without the marks.
    const plain = text.replace(/[\u2066-\u2069]/g, '')
    for (const { what, pattern } of rules) if (pattern.test(plain)) found.add(`${what}: ${plain}`)
  }
  return [...found]
}
