/**
 * Words that make a text advertising, which Polish law forbids medical entities
 * (ustawa o działalności leczniczej, art. 14): superlatives and price offers.
 * Each pattern matches the word in any grammatical form.
 */
const forbidden: [RegExp, string][] = [
  [/\bnajleps\p{L}*/giu, 'najlepszy'],
  [/\bnajtańsz\p{L}*/giu, 'najtańszy'],
  [/\bnajtaniej\b/giu, 'najtaniej'],
  [/\bnajwyższ\p{L}* jakości\b/giu, 'najwyższej jakości'],
  [/\bnajskuteczniejsz\p{L}*/giu, 'najskuteczniejszy'],
  [/\bnumer jeden\b/giu, 'numer jeden'],
  [/\bwyjątkow\p{L}*/giu, 'wyjątkowy'],
  [/\bniezrównan\p{L}*/giu, 'niezrównany'],
  // "promocja zdrowia" (health promotion) is a public-health term, not an offer.
  [/\bpromocj\p{L}*(?!\p{L})(?!\s+zdrowia)/giu, 'promocja'],
  [/\bpromocyjn\p{L}*/giu, 'promocyjny'],
  [/\brabat\p{L}*/giu, 'rabat'],
  [/\bzniżk\p{L}*/giu, 'zniżka'],
  [/\bobniżk\p{L}*/giu, 'obniżka'],
  [/\bokazj\p{L}*/giu, 'okazja'],
  [/\bgratis\p{L}*/giu, 'gratis'],
  [/\btylko teraz\b/giu, 'tylko teraz'],
]

export interface AdvertisingHit {
  line: number
  column: number
  word: string
  rule: string
}

/**
 * Every forbidden word in a text, with its line number (1-based). In YAML,
 * comment lines are skipped: they may name the words in order to forbid them.
 */
export function advertisingWords(text: string, { yaml = false } = {}): AdvertisingHit[] {
  const hits: AdvertisingHit[] = []
  text.split('\n').forEach((line, index) => {
    if (yaml && line.trimStart().startsWith('#')) return
    for (const [pattern, rule] of forbidden) {
      for (const match of line.matchAll(pattern)) hits.push({ line: index + 1, column: match.index + 1, word: match[0], rule })
    }
  })
  return hits
}
