import type { Image } from 'mdast'
import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import { shownAddress } from '../shownAddress.ts'
import { visitNodes } from '../treeNodes.ts'
import type { Rule } from '../rule.ts'

/**
 * A description that opens with a word saying only that it is a picture ('Zdjęcie wejścia…'): a screen reader
 * already says 'grafika' before it, so the listener hears that twice and waits longer for what the picture shows.
 * Only the first word counts ('Spokojna ilustracja: …' says something first); a word followed by a colon is the
 * same ('Ilustracja: tabletka…').
 */
const PICTURE_WORD = /^(zdjęcie|zdjęcia|fotografia|fotka|foto|obraz|obrazek|grafika|ilustracja|rysunek|image|photo|picture)(?=[\s:,.–-]|$)[\s:,.–-]*/iu

/** The picture word the description opens with, as typed. */
const wordOf = (alt: string) => PICTURE_WORD.exec(alt.trim())![1]!

/** `what`: 'opis obrazu /images/x.svg', 'opis zdjęcia osoby „…”'. */
const message = (alt: string, what: string) => `${what} zaczyna się od „${wordOf(alt)}”, a czytnik ekranu sam mówi, że to obraz`

// No rewrite of the editor's words is suggested: without its first word a Polish description is often in the wrong
// case ('Zdjęcie wejścia…' → 'wejścia…').
const fix = (alt: string, example = 'Wejście do przychodni od ulicy') =>
  `Zacznij opis od tego, co obraz przedstawia, bez słowa „${wordOf(alt)}”, np. „${example}”`

export const opisObrazuSlowo: Rule = {
  id: 'opis-obrazu-slowo',
  severity: 'warning',
  description: 'Opis obrazu zaczyna się od słowa, które mówi tylko, że to obraz: „Zdjęcie”, „Ilustracja”, „Grafika”, „Obraz” itp.',
  why: 'Czytnik ekranu sam zapowiada obraz („grafika”), a potem czyta jego opis. Osoba niewidoma słyszy więc „grafika, zdjęcie…” i dłużej czeka na to, co obraz pokazuje.',
  fix: 'Zacznij opis od tego, co obraz przedstawia: zamiast `![Zdjęcie wejścia do przychodni](…)` napisz `![Wejście do przychodni od ulicy](…)`. Tak samo w polu „Opis obrazu” obrazu obok tytułu i w „Opisie zdjęcia” osoby w zespole.',
  examples: {
    ok: [{ text: '![Wejście do przychodni od ulicy](/images/prep.svg)' }, { text: '![Spokojna ilustracja: tabletka i serce na jasnym tle](/images/prep.svg)' }],
    notOk: [
      { text: '![Zdjęcie wejścia do przychodni](/images/prep.svg)' },
      { text: '![Ilustracja: tabletka i serce](/images/prep.svg)' },
      {
        file: 'content/data/team.yaml',
        replaces: "    bio: 'Specjalistka medycyny rodzinnej.",
        text: "    photoAlt: Zdjęcie lekarki w gabinecie\n    bio: 'Specjalistka medycyny rodzinnej.",
      },
      {
        file: 'content/prep.mdx',
        replaces: "  alt: 'Spokojna, abstrakcyjna ilustracja: tabletka i serce na jasnym tle'",
        text: "  alt: 'Grafika z tabletką i sercem'",
      },
    ],
  },
  run: (site) => [...inPages(site), ...inTeam(site)],
}

/** Images in the pages' text (and FAQ answers), and the picture beside a page's title. */
const inPages = (site: Site): Finding[] =>
  site.pages.flatMap((page) => {
    const found: Finding[] = []
    if (page.tree)
      visitNodes(page.tree, 'image', (image: Image) => {
        const alt = image.alt ?? ''
        const start = image.position?.start
        if (PICTURE_WORD.test(alt.trim()) && start)
          found.push(at(page.file, { line: start.line, column: start.column }, message(alt, `opis obrazu ${shownAddress(image.url)}`), fix(alt)))
      })
    // The picture beside the title (the field heroImage), its description typed in the page's fields.
    const fields = page.fields && !page.within ? frontmatterSchema.safeParse(page.fields.data ?? {}) : undefined
    const hero = fields?.success ? fields.data.heroImage : undefined
    if (hero && PICTURE_WORD.test(hero.alt))
      found.push(at(page.file, page.fields!.positionAt(['heroImage', 'alt']), message(hero.alt, `opis obrazu ${shownAddress(hero.src)}`), fix(hero.alt)))
    return found
  })

/** A person's photo description in the team (team.yaml `photoAlt`); its hint in the form says the same. */
function inTeam(site: Site): Finding[] {
  const file = site.dataFiles.find((data) => data.name === 'team.yaml')
  const members = (site.data['team.yaml'] as { members?: { name?: unknown; photoAlt?: unknown }[] } | undefined)?.members
  if (!file || !Array.isArray(members)) return []
  const source = parseYamlSource(file.text)
  return members.flatMap((member, index) => {
    const alt = member?.photoAlt
    if (typeof alt !== 'string' || !PICTURE_WORD.test(alt.trim())) return []
    return [
      at(
        file.file,
        source.positionAt(['members', index, 'photoAlt']),
        message(alt, `opis zdjęcia osoby „${String(member.name)}”`),
        fix(alt, 'Anna Kowalska w białym fartuchu'),
      ),
    ]
  })
}
