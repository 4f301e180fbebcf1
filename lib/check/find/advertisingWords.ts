import { remembered } from '../remembered.ts'

/**
 * A list of words the check looks for, as Vale's `existence` rules keep them:
 * `tokens` (each pattern matches the word in any grammatical form, with what
 * the message says of it) and `exceptions`, phrases in which a token is not
 * what the list is about. A hit inside an exception's match is not reported:
 * the phrases stay data, beside the words, not a condition in the code.
 */
export interface WordList {
  tokens: [pattern: RegExp, said: string, context?: WordContext][]
  exceptions: RegExp[]
}

/**
 * For a word that advertises only in some company ('wyjątkowa opieka', not
 * 'sytuacje wyjątkowe'): the words next to it decide, within its clause (no
 * comma, full stop or dash between), nearest first: the word on each side,
 * then the second word on each side. A word the `plain` pattern matches
 * (what it then qualifies: a situation, a case, a closed day) makes it
 * information; one the `advertising` pattern matches (the clinic, its staff,
 * services, care, offer or prices) makes it advertising; when both stand at
 * the same distance, the situation wins. Undecided, it is
 * information: the rule forbids praise of the clinic, not the word.
 */
export interface WordContext {
  advertising: RegExp
  plain: RegExp
}

/** What the clinic offers or is: a word of praise next to one of these speaks of the clinic. */
const aboutTheClinic: WordContext['advertising'] =
  /^(?:nasz|przychodni|placówk|klinik|gabinet|punkt|ośrod|centrum|ofert|usług|opiek|obsług|zesp[oó]ł|lekar|personel|specjalist|kadr|cen[ayięo]?$|cenach|warunk|atmosfer|podejści|jakoś|okazj|miejsc|doświadcz|szczepie|konsultacj|wizyt|badani|zabieg|terap|leczeni|rehabilitacj|fizjoterap|masaż|program|pakiet)/iu
/** What 'wyjątkowy'/'wyjątkowo' says of a situation: rare, out of the ordinary. */
const rareCase: WordContext['plain'] = /^(?:sytuacj|przypad|okolicznoś|wypad|wskazani|nieczynn|zamknięt|czynn|otwart|przyjmuj)/iu

/**
 * Words that make a text advertising, which Polish law forbids medical
 * entities (ustawa o działalności leczniczej, art. 14): superlatives and price
 * offers. Their exceptions are ordinary Polish and public-health statements
 * that share a stem: 'przy okazji'
 * (at the same visit), 'okazjonalnie' (now and then), 'promocja zdrowia'
 * (health promotion) and a method called the most effective way to prevent a
 * disease (a fact about vaccination, not a claim about the clinic).
 * 'Wyjątkowy' is judged by the words beside it (`WordContext`): 'wyjątkowa
 * opieka' praises, 'w wyjątkowych sytuacjach', 'sytuacje wyjątkowe' and
 * 'wyjątkowo nieczynny' inform.
 */
export const advertising: WordList = {
  tokens: [
    [/\bnajleps\p{L}*/giu, 'najlepszy'],
    [/\bnajtańsz\p{L}*/giu, 'najtańszy'],
    [/\bnajtaniej\b/giu, 'najtaniej'],
    // A price lure without a price word: '20% taniej', 'taniej dla seniorów'.
    [/\btaniej\b/giu, 'taniej'],
    [/\bnajwyższ\p{L}* (?:jakoś|klas)\p{L}*/giu, 'najwyższa jakość'],
    [/\bnajnowocześniejsz\p{L}*/giu, 'najnowocześniejszy'],
    [/\bnajskuteczniejsz\p{L}*/giu, 'najskuteczniejszy'],
    [/\bnumer jeden\b/giu, 'numer jeden'],
    [/\bwyjątkow\p{L}*/giu, 'wyjątkowy', { advertising: aboutTheClinic, plain: rareCase }],
    [/\bniezrównan\p{L}*/giu, 'niezrównany'],
    [/\bpromocj\p{L}*/giu, 'promocja'],
    [/\bpromocyjn\p{L}*/giu, 'promocyjny'],
    [/\brabat\p{L}*/giu, 'rabat'],
    [/\bzniżk\p{L}*/giu, 'zniżka'],
    [/\bobniżk\p{L}*/giu, 'obniżka'],
    [/\bokazj\p{L}*/giu, 'okazja'],
    [/\bgratis\p{L}*/giu, 'gratis'],
    [/\btylko teraz\b/giu, 'tylko teraz'],
  ],
  exceptions: [
    /\bpromocj\p{L}* zdrowia\b/giu,
    /\bprzy okazji\b/giu,
    /\bokazjonaln\p{L}*/giu,
    /\bnajskuteczniejsz\p{L}* (?:metod|sposob|sposób|form)\p{L}* (?:zapobiegania|ochrony|profilaktyki)\b/giu,
  ],
}

/**
 * Evaluative words: not forbidden outright, but praise that a patient cannot
 * check, which is how information turns into advertising. Each comes with what
 * to write instead; `npm run check` warns on them.
 */
export const evaluative: WordList = {
  tokens: [
    [/\bdoświadczon\p{L}*/giu, 'ocena, której pacjent nie sprawdzi: napisz, kto przyjmuje, z jakimi kwalifikacjami i od kiedy'],
    [/\belastyczn\p{L}*/giu, 'napisz, w które dni i w jakich godzinach'],
    [/\bdogodn\p{L}*/giu, 'napisz, gdzie: adres, stacja metra, przystanek, parking'],
    [/\bnowoczesn\p{L}*/giu, 'opisz rzeczowo, czym gabinet jest wyposażony'],
    [/\bkomfortow\p{L}*/giu, 'opisz rzeczowo, co pacjent zastanie'],
    [/\bkompleksow\p{L}*/giu, 'wymień, co obejmuje usługa'],
    [/\brenomowan\p{L}*/giu, 'ocena: napisz, czym się zajmuje i od kiedy'],
    [/\bwykwalifikowan\p{L}*/giu, 'podaj kwalifikacje: zawód, specjalizację'],
    [/\bprofesjonaln\p{L}*/giu, 'ocena: opisz, co i jak robimy'],
    [/\bwysokiej jakości\b/giu, 'ocena: napisz, co konkretnie to znaczy'],
    [/\bdlaczego warto\b/giu, 'zachęta: napisz rzeczowo, co przychodnia oferuje'],
    [/\bgwarant\p{L}*/giu, 'obietnica: wyniku leczenia nie można zagwarantować'],
    [/\btroskliw\p{L}*/giu, 'ocena: opisz, co robimy'],
    [/\bindywidualne podejście\b/giu, 'ogólnik: napisz, co lekarz robi na wizycie'],
  ],
  // A patient's experience of an illness, not praise of a doctor.
  exceptions: [/\bdoświadczon\p{L}* (?:przez|chorob|bólem|stratą)\p{L}*/giu],
}

export interface AdvertisingHit {
  line: number
  column: number
  word: string
  /** The word's base form (advertising) or what to write instead (evaluative). */
  rule: string
}

/**
 * Every forbidden word in a text, with its line number (1-based). In YAML,
 * comment lines are skipped: they may name the words in order to forbid them.
 */
export function advertisingWords(text: string, { yaml = false } = {}): readonly AdvertisingHit[] {
  return advertisingHits(text, yaml)
}

/** Every evaluative word in a text, with what to write instead; comment lines of YAML skipped. */
export function evaluativeWords(text: string, { yaml = false } = {}): readonly AdvertisingHit[] {
  return evaluativeHits(text, yaml)
}

// Every page and data file is read on every check, and most are unchanged since the last one.
const advertisingHits = remembered(
  (text: string, yaml: boolean) => wordHits(text, advertising, yaml),
  (text, yaml) => ({ text, also: String(yaml) }),
)
const evaluativeHits = remembered(
  (text: string, yaml: boolean) => wordHits(text, evaluative, yaml),
  (text, yaml) => ({ text, also: String(yaml) }),
)

function wordHits(text: string, list: WordList, yaml: boolean): AdvertisingHit[] {
  // Each pattern runs once over the whole text (not once per line): the check reads every file with them.
  const lineStarts = [0]
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1)
  const lineOf = (offset: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (lineStarts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return low
  }
  const hits: AdvertisingHit[] = []
  // A case-insensitive Unicode pattern is slow to run over a whole file: only those whose stem is in the text are run.
  const lower = text.toLowerCase()
  const tokens = list.tokens.filter(([pattern]) => lower.includes(stemOf(pattern)))
  if (tokens.length === 0) return []
  // Where the exceptions stand (looked for once a token is found): a token inside one of them is left alone.
  let excepted: [number, number][] | undefined
  const isExcepted = (index: number) => {
    excepted ??= list.exceptions
      .filter((pattern) => lower.includes(stemOf(pattern)))
      .flatMap((pattern) => [...text.matchAll(pattern)].map((match): [number, number] => [match.index, match.index + match[0].length]))
    return excepted.some(([from, to]) => index >= from && index < to)
  }
  for (const [pattern, rule, context] of tokens) {
    for (const match of text.matchAll(pattern)) {
      if (isExcepted(match.index)) continue
      if (context && !advertisesHere(text, match.index, match.index + match[0].length, context)) continue
      const line = lineOf(match.index)
      if (yaml && text.slice(lineStarts[line], match.index).trimStart().startsWith('#')) continue
      hits.push({ line: line + 1, column: match.index - lineStarts[line]! + 1, word: match[0], rule })
    }
  }
  return hits.sort((a, b) => a.line - b.line || a.column - b.column)
}

/** Whether the words beside text[from, to) make it advertising (see WordContext). */
function advertisesHere(text: string, from: number, to: number, context: WordContext): boolean {
  const clauseEnd = /[.,;:!?()\n–—]/u
  let start = from
  while (start > 0 && !clauseEnd.test(text[start - 1]!)) start--
  let end = to
  while (end < text.length && !clauseEnd.test(text[end]!)) end++
  const words = (part: string) =>
    part
      .split(/\s+/u)
      .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter(Boolean)
  const before = words(text.slice(start, from)).reverse()
  const after = words(text.slice(to, end))
  // Polish puts the adjective on either side of its noun ('wyjątkowa opieka', 'sytuacje wyjątkowe'): both sides at once, nearest pair first.
  for (const pair of [
    [after[0], before[0]],
    [after[1], before[1]],
  ]) {
    const near = pair.filter((word) => word !== undefined)
    if (near.some((word) => context.plain.test(word))) return false
    if (near.some((word) => context.advertising.test(word))) return true
  }
  return false
}

const stems = new Map<RegExp, string>()

/** The literal a pattern starts with, in lower case: "najleps" of the pattern for „najlepszy”. */
function stemOf(pattern: RegExp): string {
  let stem = stems.get(pattern)
  if (stem === undefined) {
    stem = /^(?:\\b)?([^\\()[\]*+?{}|]+)/u.exec(pattern.source)?.[1] ?? ''
    stems.set(pattern, stem)
  }
  return stem
}
