import type { Root, Text } from 'mdast'
import { nodesOf } from '../treeNodes.ts'
import { rememberedFor } from '../remembered.ts'
import { vaccineBrands } from '../find/vaccineBrands.ts'
import { at, positionOf, type Finding } from '../problem.ts'
import { hasProblem, type Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/** A person's name after a professional title, as pages write it: 'lek. Anna Nowak', 'dr n. med. Piotr Lis', 'mgr piel. Ewa Bąk'. */
const titledName =
  /\b(?:lek\.(?: dent\.)?|dr(?: hab\.)?(?: n\. (?:med|farm)\.)?|prof\.|mgr(?: (?:piel|fizjoterapii|farm)\.?)?) ((?:\p{Lu}\p{Ll}+)(?:[ -]\p{Lu}\p{Ll}+)+)/gu

const wordPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\d-])(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\d])`, 'gu')
const brands = wordPattern(vaccineBrands)

/** Everything a data file says, as one text: where the vaccines' names are looked up. */
const textOf = (value: unknown): string => (value && typeof value === 'object' ? Object.values(value).map(textOf).join('\n') : String(value ?? ''))

/**
 * A page's text names an entry of the data that the data no longer has: a
 * person (by title and name) who is not in team.yaml or among the foundation's
 * people in clinic.yaml, or a vaccine (by its trade name) that neither
 * vaccinePrices.yaml nor vaccines.yaml names. Removing a person or a vaccine in
 * the editor passes the data's own checks; the page that still speaks of them
 * is named here, at its line. (Lists of data entries, such as the lab
 * categories, come from the data through components and cannot fall behind;
 * a price typed by hand is refused by the rule cena-wpisana-recznie.)
 */
function checkNamedEntries(site: Site): Finding[] {
  const people = hasProblem(site, 'team.yaml') || hasProblem(site, 'clinic.yaml') ? undefined : personNames(site)
  const vaccines =
    hasProblem(site, 'vaccinePrices.yaml') || hasProblem(site, 'vaccines.yaml')
      ? undefined
      : `${textOf(site.data['vaccinePrices.yaml'])}\n${textOf(site.data['vaccines.yaml'])}`
  const problems: Finding[] = []
  for (const page of site.pages) {
    if (!page.tree) continue
    for (const { kind, offset, written, name } of mentionsIn(page.tree, page.text)) {
      if (kind === 'person') {
        if (!people || [...people].some((known) => sameName(known, name))) continue
        problems.push(
          at(
            page.file,
            positionOf(page.text, offset),
            `„${written}”: tej osoby nie ma w team.yaml (Zespół) ani wśród władz fundacji w clinic.yaml`,
            `Popraw imię i nazwisko tak, jak są w team.yaml, albo usuń to zdanie; osobę z zespołu pokaże też <Specialist id="…" />`,
          ),
        )
      } else {
        if (vaccines === undefined || wordPattern([name]).test(vaccines)) continue
        problems.push(
          at(
            page.file,
            positionOf(page.text, offset),
            `„${name}”: tej szczepionki nie ma już w plikach danych (vaccinePrices.yaml, vaccines.yaml)`,
            'Jeśli przychodnia jej nie podaje, usuń ją z tekstu strony; jeśli podaje, dopisz ją do cennika szczepień',
          ),
        )
      }
    }
  }
  return problems
}

/**
 * The people (by title and name) and vaccines (by trade name) a page's text
 * names, in the order written, each with its offset in the page. Found once
 * per tree: an unchanged page keeps its tree from one check to the next
 * (lib/check/load/loadTrees.ts), and the patterns are slow to run.
 */
const mentionsIn = rememberedFor(
  (tree: Root, text: string) => {
    const mentions: { kind: 'person' | 'vaccine'; offset: number; written: string; name: string }[] = []
    for (const node of nodesOf<Text>(tree, 'text')) {
      const { start, end } = node.position ?? {}
      if (start?.offset === undefined || end?.offset === undefined) continue
      const source = text.slice(start.offset, end.offset)
      for (const match of source.matchAll(titledName)) mentions.push({ kind: 'person', offset: start.offset + match.index, written: match[0], name: match[1]! })
      for (const match of source.matchAll(brands)) mentions.push({ kind: 'vaccine', offset: start.offset + match.index, written: match[0], name: match[1]! })
    }
    return mentions
  },
  () => '',
)

/**
 * Whether a name in the text is a known person's in any grammatical case:
 * 'Anny Przykładowej' is 'Anna Przykładowa', 'Jana Kowalskiego' 'Jan
 * Kowalski'. Each word keeps all but at most its last two letters and is no
 * shorter (a declined name is not: 'Ana' is a typo of 'Anna').
 */
function sameName(known: string, typed: string): boolean {
  const knownWords = known.split(/[ -]/)
  const typedWords = typed.split(/[ -]/)
  if (knownWords.length !== typedWords.length) return false
  return knownWords.every((word, index) => {
    const other = typedWords[index]!
    let shared = 0
    while (shared < Math.min(word.length, other.length) && word[shared] === other[shared]) shared++
    return other.length >= word.length && shared >= Math.max(2, word.length - 2)
  })
}

/** The names (without titles) of team.yaml's people and the foundation's board and council. */
function personNames(site: Site): Set<string> {
  const team = (site.data['team.yaml'] as { members: { name: string }[] }).members.map((member) => member.name)
  const registry = (site.data['clinic.yaml'] as { registry: { board?: { name: string }[]; council?: { name: string }[] } }).registry
  const names = [...team, ...[...(registry.board ?? []), ...(registry.council ?? [])].map((person) => person.name)]
  // 'lek. Anna Nowak' is known as 'Anna Nowak': the part the pattern reads after the title.
  return new Set(names.map((name) => [...`lek. ${name}`.matchAll(titledName)].at(-1)?.[1] ?? name))
}

export const nazwaSpozaDanych: Rule = {
  id: 'nazwa-spoza-danych',
  severity: 'error',
  description: 'Osoba (z tytułem, np. „lek.”, „dr”) albo szczepionka (po nazwie handlowej) wymieniona w tekście strony, choć nie ma jej w plikach danych.',
  why: 'Gdy ktoś odchodzi z zespołu albo przychodnia przestaje podawać szczepionkę, znika ona z plików danych, ale tekst strony nadal o niej mówi. Pacjent umawiałby się wtedy do lekarza albo na szczepionkę, których w przychodni nie ma.',
  fix: 'Napisz imię i nazwisko dokładnie tak, jak stoją w `team.yaml` (Zespół), albo usuń zdanie o osobie, której nie ma już w zespole. Szczepionkę, której przychodnia nie podaje, usuń z tekstu; jeśli ją podaje, dopisz ją do cennika szczepień.',
  examples: {
    ok: [
      { text: 'Konsultacje lekarskie prowadzi lek. Anna Przykładowa.' },
      { text: 'Na konsultację możesz umówić się do lek. Anny Przykładowej.' },
      { text: 'Przeciw durowi brzusznemu podajemy szczepionkę Typhim Vi.' },
    ],
    notOk: [
      { text: 'Konsultacje lekarskie prowadzi także lek. Jan Kowalczyk.' },
      { text: 'Konsultacje lekarskie prowadzi lek. Ana Przykładowa.' },
      { text: 'Przeciw durowi brzusznemu podajemy też szczepionkę Vivotif.' },
    ],
  },
  run: checkNamedEntries,
}
