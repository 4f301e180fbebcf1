import type { Code, Heading, Image, InlineCode, List, Paragraph, Root, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { firstWords } from '../firstWords.ts'
import { shownBullet, wordBullets, wordSecondLevel } from '../wordBullets.ts'
import { shownAddress } from '../shownAddress.ts'
import { visitNodes } from '../treeNodes.ts'
import { componentNames } from '../../content/componentRegistry.ts'
import { pluralPl } from '../../data/pluralPl.ts'
import { type FindingsByRule, perSite } from '../perSite.ts'
import { at, type Edit } from '../problem.ts'
import type { Site } from '../site.ts'

/** A table's delimiter row: "|---|:---:|", "--- | ---". */
const delimiterRow = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/
/** Cells of a table row as GFM counts them: split at every "|" not escaped, the outer ones dropped. */
const cellCount = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/).length
const cells = (count: number) => `${count} ${pluralPl(count, ['komórka', 'komórki', 'komórek'])}`
const columns = (count: number) => `${count} ${pluralPl(count, ['kolumnę', 'kolumny', 'kolumn'])}`

/**
 * What MDX compiles without a word but ships damaged: a table whose rows do
 * not have the header's number of cells (a lost "|" shifts or empties a cell)
 * or whose delimiter row does not match it (the whole table becomes a
 * paragraph of pipes); a second title (a "# " heading: the page's h1 comes
 * from its title field); a heading that skips a level (a warning: the outline
 * breaks for screen readers); an image without a description; a component
 * written inside backticks, shown as its code (a warning). Runs after the MDX
 * check, on the pages it parsed.
 */
const structureRules = [
  'tabela-kolumny',
  'tytul-strony',
  'poziom-naglowka',
  'opis-obrazu',
  'komponent-w-kodzie',
  'zapis-markdown',
  'punktory',
  'liczba-z-kropka',
] as const
type StructureRule = (typeof structureRules)[number]

/**
 * A page's findings in the last check, by its tree and file: they depend on
 * nothing else (an FAQ answer's also on its heading level: not kept), and an
 * unchanged page keeps its tree from one check to the next
 * (lib/check/load/loadTrees.ts), so `npm run dev` and the rules' tests, which
 * change one file at a time, scan the others once. Only the last check's are
 * kept (no growth); no finding is changed once made.
 */
let lastPageFindings = new WeakMap<Root, Map<string, FindingsByRule<StructureRule>>>()

export const structureFound = perSite(structureRules, (site: Site, _today, found) => {
  const known = new Set<string>(componentNames)
  const pageFindings = new WeakMap<Root, Map<string, FindingsByRule<StructureRule>>>()
  // The FAQ's answers too (lib/check/textFields.ts): a question's answer starts below its ### heading.
  for (const page of [...site.pages, ...site.texts]) {
    if (!page.tree) continue
    const before = page.within ? undefined : lastPageFindings.get(page.tree)?.get(page.file)
    const own = before ?? (Object.fromEntries(structureRules.map((id) => [id, []])) as unknown as FindingsByRule<StructureRule>)
    for (const rule of structureRules) found[rule].push(...own[rule])
    if (!page.within) {
      let byFile = pageFindings.get(page.tree)
      if (!byFile) pageFindings.set(page.tree, (byFile = new Map()))
      byFile.set(page.file, own)
    }
    if (before) continue
    const lines = page.text.split('\n')
    // A page scanned now: what it finds goes to the site's findings and is kept for the next check.
    const add = (rule: StructureRule, line: number, column: number, message: string, fix: string, edit?: Pick<Edit, 'old' | 'text' | 'says'>) => {
      const finding = edit
        ? { ...at(page.file, { line, column }, message, fix), edit: { line, column, ...edit } }
        : at(page.file, { line, column }, message, fix)
      own[rule].push(finding)
      found[rule].push(finding)
    }

    visitNodes(page.tree, 'table', (table: Table) => {
      const [header, ...rows] = table.children
      if (!header) return
      const expected = header.children.length
      for (const row of rows) {
        if (row.children.length === expected || !row.position) continue
        const { line, column } = row.position.start
        const fewer = row.children.length < expected
        add(
          'tabela-kolumny',
          line,
          column,
          `ten wiersz tabeli ma ${cells(row.children.length)}, a nagłówek ${expected}`,
          fewer
            ? 'Sprawdź, czy między komórkami nie brakuje znaku „|”; pustą komórkę też zamknij „|”'
            : 'Usuń nadmiarowy znak „|” albo dopisz kolumnę w nagłówku i w wierszu z kreskami',
        )
      }
    })

    visitNodes(page.tree, 'paragraph', (paragraph: Paragraph) => {
      if (!paragraph.position) return
      const { start, end } = paragraph.position
      const written = lines.slice(start.line - 1, end.line)
      for (const slip of markdownSlips(written)) add(slip.rule, start.line + slip.line, slip.column, slip.message, slip.fix, slip.edit)
      // A header row and a delimiter row that GFM did not take for a table: the column counts differ.
      const delimiter = written.findIndex((line, index) => index > 0 && written[index - 1]!.includes('|') && delimiterRow.test(line) && line.includes('-'))
      if (delimiter > 0) {
        const header = cellCount(written[delimiter - 1]!)
        const found = cellCount(written[delimiter]!)
        add(
          'tabela-kolumny',
          start.line + delimiter,
          1,
          `wiersz z kreskami pod nagłówkiem tabeli ma ${columns(found)}, a nagłówek ${header}: tabela pokaże się jako zwykły tekst`,
          `Wpisz tyle „---” między znakami „|”, ile kolumn ma nagłówek, np. ${`|${' --- |'.repeat(header)}`}`,
        )
        return
      }
      // Rows of pipes without a delimiter row at all (or with one written in dashes a word processor made).
      const piped = written.filter((line) => /^\s*\|.*\|\s*$/.test(line))
      if (piped.length >= 2 && piped.length === written.length) {
        const header = cellCount(written[0]!)
        if (/[–—]/.test(written[1]!) && delimiterRow.test(written[1]!.replace(/[–—]/g, '-'))) {
          add(
            'tabela-kolumny',
            start.line + 1,
            1,
            'wiersz z kreskami pod nagłówkiem tabeli jest zapisany pauzami „–” zamiast łączników „-”: tabela pokaże się jako zwykły tekst',
            `Wpisz w nim zwykłe łączniki, np. ${`|${' --- |'.repeat(header)}`}`,
          )
          return
        }
        add(
          'tabela-kolumny',
          start.line + 1,
          1,
          'pod pierwszym wierszem tabeli nie ma wiersza z kreskami („| --- | --- |”): tabela pokaże się jako zwykły tekst',
          `Wstaw pod nagłówkiem linię ${`|${' --- |'.repeat(header)}`} (zwykłe łączniki „-”, tyle „---”, ile kolumn)`,
        )
      }
    })

    // The lead is a multi-line field: Word's bullets pasted there run together into one line of the page's lead too.
    const lead = (page.fields?.data as { lead?: unknown } | undefined)?.lead
    const bulleted = typeof lead === 'string' ? lead.split('\n').find((line) => wordBullet(line) || dashBullet.test(line)) : undefined
    if (bulleted !== undefined && page.fields) {
      const { line, column } = page.fields.positionAt(['lead'])
      const mark = (wordBullet(bulleted) ?? dashBullet.exec(bulleted))![1]
      add(
        'punktory',
        line,
        column,
        `wprowadzenie ma linie zaczynające się od ${shownBullet(mark!)}: strona pokaże je jako jedno zdanie, bez listy`,
        'Wymień to w zdaniu (np. „szczepienia i badania”) albo przenieś listę do treści strony, z „- ” na początku każdego punktu',
      )
    }

    let previous = page.within?.headingLevel ?? 1 // the page's title is its h1
    visitNodes(page.tree, 'heading', (heading: Heading) => {
      const { line, column } = heading.position?.start ?? { line: 1, column: 1 }
      const text = toString(heading)
      if (page.within && heading.depth <= page.within.headingLevel) return // mdx.ts says it: a heading at the question's level
      if (heading.depth === 1) {
        add(
          'tytul-strony',
          line,
          column,
          `nagłówek „${text}” jest drugim tytułem strony (h1)`,
          'Tytuł strony to pole „Tytuł strony” (w pliku: title); ten nagłówek zacznij od „## ”',
        )
      } else if (heading.depth > previous + 1) {
        const expected = '#'.repeat(previous + 1)
        add(
          'poziom-naglowka',
          line,
          column,
          `nagłówek „${text}” (${'#'.repeat(heading.depth)}) pomija poziom: przed nim nie ma nagłówka ${expected}`,
          `Zacznij go od „${expected} ” albo dodaj nad nim nagłówek „${expected} ”`,
        )
      }
      previous = heading.depth
    })

    // "2023. roku otworzyliśmy…": a number, a dot and a space start an ordered list. No list of steps and no day of
    // a month starts above 31, so such a list is a sentence that began with a year.
    visitNodes(page.tree, 'list', (list: List) => {
      if (!list.ordered || (list.start ?? 1) <= 31 || !list.position) return
      const { line, column } = list.position.start
      const number = String(list.start)
      add(
        'liczba-z-kropka',
        line,
        column,
        `linia zaczyna się od „${number}.”: strona pokaże ją jako listę numerowaną od ${number}, a nie jako zdanie`,
        `Jeśli to rok, zacznij zdanie inaczej („W ${number} roku…”) albo wpisz „${number}\\.” zamiast „${number}.”`,
      )
    })

    // ![](/images/gabinet.svg): the image is shown, but a screen reader says nothing of it (the heroImage field needs its alt too).
    visitNodes(page.tree, 'image', (image: Image) => {
      if ((image.alt ?? '').trim().length >= 5 || !image.position) return
      add(
        'opis-obrazu',
        image.position.start.line,
        image.position.start.column,
        `obraz ${shownAddress(image.url)} nie ma opisu dla osób, które go nie widzą`,
        `Wpisz w nawiasie kwadratowym, co przedstawia (co najmniej 5 znaków), np. ![Wejście do przychodni od ulicy](${shownAddress(image.url)})`,
      )
    })

    visitNodes(page.tree, ['inlineCode', 'code'], (node) => {
      const code = node as InlineCode | Code
      const tag = /<\/?([A-Z]\w*)[^<>]*>/.exec(code.value)
      if (!tag || !known.has(tag[1]!) || !code.position) return
      add(
        'komponent-w-kodzie',
        code.position.start.line,
        code.position.start.column,
        `znacznik ${tag[0]} stoi między znakami „\`”: strona pokaże jego zapis, a nie to, co znacznik wstawia`,
        'Usuń znaki „`” wokół znacznika; zostaw je tylko wtedy, gdy strona ma pokazać sam zapis znacznika',
      )
    })
  }
  lastPageFindings = pageFindings
})

interface Slip {
  /** 0-based line within the paragraph, 1-based column. */
  line: number
  column: number
  rule: 'zapis-markdown' | 'punktory'
  message: string
  fix: string
  /** A safe fix at the slip's place (Finding.edit). */
  edit?: Pick<Edit, 'old' | 'text' | 'says'>
}

const dashBullet = /^\s*([–—])\s/
/** A line's Word bullet: one of its bullets, or its second level's 'o' and tab. */
const wordBullet = (line: string) => wordBullets.exec(line) ?? wordSecondLevel.exec(line)

/**
 * Markdown that did not become what it looks like, found in a paragraph's
 * lines (so code and components are left alone): "##Ceny" (no space: no
 * heading), a list marker or "#" followed by a no-break space pasted from Word,
 * Word's bullets, a link with a space before its "(" or inside its address.
 */
function markdownSlips(written: string[]): Slip[] {
  const slips: Slip[] = []
  written.forEach((line, index) => {
    const indent = line.length - line.trimStart().length
    const marker = /^\s*(#{1,6}|[-*+]|\d+[.)])\u00a0/.exec(line)
    if (marker) {
      // Each line, with its fix (a space for the no-break one): an office worker was told to delete a character
      // she could not see, line after line, with no 'Popraw'.
      const what = marker[1]!.startsWith('#') ? 'nagłówkiem' : 'punktem listy'
      slips.push({
        line: index,
        column: indent + marker[1]!.length + 1,
        rule: 'zapis-markdown',
        message: `po „${marker[1]}” stoi twarda spacja, wklejona z edytora tekstu: ta linia nie będzie ${what}`,
        fix: 'Usuń ją i wpisz zwykłą spację',
        edit: { old: '\u00a0', text: ' ', says: `twarda spacja po „${marker[1]}” zamieniona na zwykłą` },
      })
    } else if (/^\s*(#{2,6}[^\s#]|#\p{Lu})/u.test(line)) {
      const hashes = /#+/.exec(line)![0]
      slips.push({
        line: index,
        column: indent + 1,
        rule: 'zapis-markdown',
        message: `po „${hashes}” brakuje spacji: ta linia nie będzie nagłówkiem`,
        fix: `Wpisz spację po „${hashes}”, np. „${hashes} ${line.trim().slice(hashes.length)}”`,
      })
    }
    const bullet = wordBullet(line) ?? (written.filter((other) => dashBullet.test(other)).length >= 2 ? dashBullet.exec(line) : null)
    if (bullet) {
      // Each line, with its fix: a list pasted from Word was said at its first line only, and the next
      // line's warning came once that one was put right, line after line.
      slips.push({
        line: index,
        column: indent + 1,
        rule: 'punktory',
        // Its words too: a pasted list gives one warning a line, which read alike in the editor's list of problems.
        message: `linia „${firstWords(line.slice(bullet[0].length), 5)}” zaczyna się od ${shownBullet(bullet[1]!)}: to nie jest punkt listy, więc linie tego akapitu połączą się w jeden`,
        fix: 'Zacznij każdy punkt od „- ” (łącznik i spacja)',
        edit: { old: bullet[0].slice(indent), text: '- ', says: `${shownBullet(bullet[1]!, 'subject')} zamieniony na „- ”` },
      })
    }
    // A link's text and address hold no "[": each try ends at the next one, so a long line of "[" or of
    // "[a](/ " is read once, not once from each of its brackets (a security trial's 350 KB line took 13 s).
    for (const link of line.matchAll(/\[[^[\]\n]+\]\s+\((?:\/|#|https?:|mailto:)[^)\s]*\)/g)) {
      slips.push({
        line: index,
        column: link.index + 1,
        rule: 'zapis-markdown',
        message: `między „]” a „(” w „${link[0]}” jest spacja: link się nie utworzy`,
        fix: 'Usuń spację: [tekst](/adres)',
      })
    }
    for (const link of line.matchAll(/\[[^[\]\n]+\]\((?:\/|#|https?:)[^)\s[]*\s[^)[]*\)/g)) {
      slips.push({
        line: index,
        column: link.index + 1,
        rule: 'zapis-markdown',
        message: `adres w „${link[0]}” ma spację: link się nie utworzy`,
        fix: 'Adres strony pisz bez spacji, z myślnikami, np. /szczepienia/podroze',
      })
    }
  })
  return slips
}
