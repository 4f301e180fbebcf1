import type { Emphasis, Strong } from 'mdast'
import { visitNodes } from '../treeNodes.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

const identifier = /^[\p{L}\d_-]+$/u
const adjoining = /[\p{L}\d_*]/u

/**
 * A code-like name written in a page's text (`_ga_*`, `__init__`): Markdown
 * reads its underscores as italics or bold and eats them ('_ga, _ga_*' showed
 * as '_ga, ga*'). Warns at the name; in backticks it shows letter for letter.
 * Runs on the trees the loader parsed. An ordinary _word_ in italics, with
 * spaces or punctuation around it, is left alone.
 */
function checkCodeNames(site: Site): Finding[] {
  const problems: Finding[] = []
  for (const page of [...site.pages, ...site.texts]) {
    if (!page.tree) continue
    const reported = new Set<number>()
    visitNodes(page.tree, ['emphasis', 'strong'], (node) => {
      const { start, end } = (node as Emphasis | Strong).position ?? {}
      if (start?.offset === undefined || end?.offset === undefined) return
      const source = page.text.slice(start.offset, end.offset)
      if (!source.startsWith('_')) return
      const delimiter = source.startsWith('__') ? '__' : '_'
      const inner = source.slice(delimiter.length, source.length - delimiter.length)
      const before = page.text[start.offset - 1] ?? ''
      const after = page.text[end.offset] ?? ''
      if (!identifier.test(inner) || !(delimiter === '__' || adjoining.test(before) || adjoining.test(after))) return
      // The whole name as typed: the characters of names around the emphasis.
      let from = start.offset
      let to = end.offset
      while (from > 0 && /[\p{L}\d_*-]/u.test(page.text[from - 1]!)) from--
      while (to < page.text.length && /[\p{L}\d_*-]/u.test(page.text[to]!)) to++
      if (reported.has(from)) return
      reported.add(from)
      const name = page.text.slice(from, to)
      problems.push(
        at(
          page.file,
          { line: start.line, column: start.column - (start.offset - from) },
          `„${name}”: podkreślnik „_” oznacza w tekście kursywę albo pogrubienie, więc ta nazwa nie pokaże się dosłownie`,
          `Ujmij nazwę w odwrotne apostrofy, np. \`${name}\`: wtedy pokaże się znak po znaku`,
        ),
      )
    })
  }
  return problems
}

export const nazwaKodowa: Rule = {
  id: 'nazwa-kodowa',
  severity: 'warning',
  description: 'Nazwa z podkreślnikami „_” w tekście strony (np. nazwa pliku cookie `_ga_*`), którą Markdown czyta jako kursywę albo pogrubienie.',
  why: 'Markdown zjada takie podkreślniki, więc na stronie pokaże się inna nazwa, niż napisano: „_ga, _ga_*” zmieni się w „_ga, ga*”. Pacjent, który szuka tego pliku cookie w swojej przeglądarce, nie znajdzie go pod nazwą ze strony.',
  fix: 'Ujmij nazwę w odwrotne apostrofy, np. `` `_ga_*` ``: wtedy pokaże się znak po znaku. Zwykła kursywa, np. `_wyłącznie_` między spacjami, jest w porządku.',
  examples: {
    ok: [
      { text: 'Pliki `_ga` i `_ga_*` zapisuje Google Analytics.', file: 'content/polityka-cookies.mdx' },
      { text: 'Szczepionkę podajemy _wyłącznie_ po kwalifikacji lekarskiej.' },
    ],
    notOk: [
      { text: '| _ga, _ga_* |', file: 'content/polityka-cookies.mdx', replaces: '| `_ga`, `_ga_*` |' },
      { text: 'Pliki _ga i _ga_* zapisuje Google Analytics.', file: 'content/polityka-cookies.mdx' },
    ],
  },
  run: checkCodeNames,
}
