import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/** Two pages with one title, each at its title's line, naming the other: the site map and the search would list both alike. */
function checkTitles(site: Site): Finding[] {
  const byTitle = new Map<string, { file: string; route: string; title: string; line: number; column: number }[]>()
  // Two files for one address are one mistake, the rule nazwa-pliku's: not said again by their title.
  const routes = new Map<string, number>()
  for (const page of site.pages) routes.set(page.route, (routes.get(page.route) ?? 0) + 1)
  for (const page of site.pages) {
    if ((routes.get(page.route) ?? 0) > 1) continue
    const title = (page.fields?.data as { title?: unknown } | undefined)?.title
    if (typeof title !== 'string' || !title.trim() || !page.fields) continue
    const key = title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl')
    byTitle.set(key, [...(byTitle.get(key) ?? []), { file: page.file, route: page.route, title: title.trim(), ...page.fields.positionAt(['title']) }])
  }
  return [...byTitle.values()]
    .filter((pages) => pages.length > 1)
    .flatMap((pages) =>
      pages.map((page) =>
        at(
          page.file,
          page,
          `ten sam tytuł „${page.title}” ma strona ${pages
            .filter((other) => other !== page)
            .map((other) => other.route)
            .join(', ')}: w mapie strony i w wyszukiwarce będą dwie pozycje o tej samej nazwie`,
          'Nadaj stronie inny tytuł; jeśli nowa strona miała zastąpić tamtą, popraw tamtą i usuń nową',
        ),
      ),
    )
}

export const tytulPowtorzony: Rule = {
  id: 'tytul-powtorzony',
  severity: 'warning',
  description: 'Dwie strony o tym samym tytule (np. nowa strona „Kontakt” obok istniejącej, pod adresem /kontakt-1).',
  why: 'Pacjent zobaczy w mapie strony, w menu wyszukiwania i w wynikach wyszukiwarek dwie pozycje o tej samej nazwie i nie będzie wiedział, która jest właściwa.',
  fix: 'Nadaj jednej ze stron inny tytuł. Jeśli nowa strona miała zastąpić istniejącą, popraw istniejącą (jej adres zostaje) i usuń nową.',
  examples: {
    ok: [{ file: 'content/o-nas.mdx', replaces: 'title: O nas', text: 'title: O przychodni' }],
    notOk: [{ file: 'content/o-nas.mdx', replaces: 'title: O nas', text: 'title: Kontakt' }],
  },
  run: checkTitles,
}
