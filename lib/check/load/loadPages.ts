import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { builtRoute, contentFileNamePattern, routeFromContentFile } from '../../content/routes.ts'
import { frontmatterPattern } from '../../content/splitFrontmatter.ts'
import { normalise } from '../../search/normalise.ts'
import { at, type Finding } from '../problem.ts'
import { schemaProblems } from '../schemaProblems.ts'
import { fieldKey, type PageSource, type SiteFiles } from '../site.ts'
import { parseYamlSource, type YamlSource } from '../yamlSource.ts'
import { rememberedFor } from '../remembered.ts'
import { yamlSyntaxProblem } from './loadData.ts'
import type { Report } from './report.ts'

const start = { line: 1, column: 1 }

/**
 * Reads each page: a file name that makes a clean address, one file per
 * address (else nazwa-pliku, and links to the address it meant are not
 * reported too), and a block of fields that parses and fits its schema (else
 * pola-strony or yaml-skladnia, at the field's line).
 */
export function loadPages(site: SiteFiles, report: Report): { pages: PageSource[]; misnamed: Set<string>; invalidFields: Set<string> } {
  const pages: PageSource[] = []
  const misnamed = new Set<string>()
  const invalidFields = new Set<string>()
  const seen = new Map<string, string>()
  // A page saved as .md (or .txt, .mdx.txt, or with no extension) is no page: said once, and links to the page it was are not reported too.
  for (const file of site.otherFiles) {
    if (/(^|\/)\./.test(file)) continue // a hidden file of the system (.DS_Store), not the editor's
    const meant = `${file.replace(/(\.[^/.]*)+$/, '')}.mdx`
    misnamed.add(routeFromContentFile(intendedName(meant)))
    report(
      'nazwa-pliku',
      at(file, start, 'ten plik nie będzie stroną: strony mają rozszerzenie „.mdx”', `Zmień nazwę pliku na ${meant.slice(meant.lastIndexOf('/') + 1)}`),
    )
  }
  for (const { file, text } of site.pages) {
    const inContent = file.slice('content/'.length)
    if (!contentFileNamePattern.test(inContent)) {
      const intended = intendedName(file)
      misnamed.add(routeFromContentFile(intended))
      const fix = contentFileNamePattern.test(intended.slice('content/'.length))
        ? `Zmień nazwę pliku na ${intended.slice(intended.lastIndexOf('/') + 1)}: w nazwie tylko małe litery (bez polskich znaków), cyfry i myślniki`
        : 'Użyj tylko małych liter (bez polskich znaków), cyfr i myślników, np. szczepienia-w-ciazy.mdx'
      report('nazwa-pliku', at(file, start, 'nazwa pliku nie nadaje się na adres strony', fix))
      pages.push({ file, text, route: '' })
      continue
    }
    const route = routeFromContentFile(file)
    const taken = builtRoute(route)
    if (taken) {
      report('nazwa-pliku', at(file, start, `adres ${route} należy do ${taken}: strona pod nim zajęłaby jego miejsce`, 'Nadaj plikowi inną nazwę'))
      pages.push({ file, text, route: '' })
      continue
    }
    const other = seen.get(route)
    if (other) report('nazwa-pliku', at(file, start, `adres ${route} ma już plik ${other}`, 'Zostaw jeden z tych dwóch plików'))
    seen.set(route, file)
    pages.push(readFields(file, text, route, report, invalidFields))
  }
  return { pages, misnamed, invalidFields }
}

/** A page with its block of fields read: unreadable when the block is not closed, with `fields` when it parses. */
function readFields(file: string, text: string, route: string, report: Report, invalidFields: Set<string>): PageSource {
  const block = frontmatterPattern.exec(text)
  // A block that runs on into the text (its closing line missing, a `---` further down taken for it), read
  // between its two `---` lines: the closing one is no field, and counted in, a blank line in a value of two
  // paragraphs (a lead the editor wrote with an empty line) read as text after the fields.
  const fenced = block ? block[0].replace(/\n$/, '').split('\n') : []
  const runsOn = block && textAfterBlankLine(fenced.slice(1, -1))
  if (!block || runsOn) {
    report('pola-strony', runsOn ? unclosed(file, runsOn) : blockProblem(file, text))
    return { file, text, route, unreadable: true } // the compiler would read the fields as text: one line is enough
  }
  const source = parseYamlSource(block[1] ?? '', 1)
  if (source.errors.length > 0) {
    for (const error of source.errors) report('yaml-skladnia', yamlSyntaxProblem(file, error))
    return { file, text, route }
  }
  const result = fieldsFitSchema(source)
  if (!result.success) {
    for (const finding of schemaProblems(file, source, result.error.issues, frontmatterSchema)) report('pola-strony', finding)
    for (const issue of result.error.issues) invalidFields.add(fieldKey(file, issue.path))
  }
  return { file, text, route, fields: source }
}

/** A page's fields checked against their schema, which reads nothing else: kept with the parsed fields, which an unchanged page keeps (lib/check/yamlSource.ts). */
const fieldsFitSchema = rememberedFor(
  (source: YamlSource) => frontmatterSchema.safeParse(source.data ?? {}),
  () => '',
)

/** A line an editor meant as `---`: dashes, perhaps turned into "—" or "–" by a word processor, perhaps indented. */
const dashLine = /^\s*[-–—]+\s*$/

/** What is wrong with a page whose text does not start with a closed `---` block, at the line to fix. */
function blockProblem(file: string, text: string): Finding {
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  const copy = 'Skopiuj blok „---” z innej strony i zmień jego pola'
  if (!/^---[ \t]*$/.test(first)) {
    if (dashLine.test(first)) {
      return at(
        file,
        start,
        `pierwsza linia ma być dokładnie „---” (trzy łączniki), a jest „${first.trim()}”`,
        'Wpisz w niej trzy znaki „-” i nic więcej (edytor tekstu mógł zamienić je na pauzę „—”)',
      )
    }
    const opening = lines.findIndex((line) => /^---[ \t]*$/.test(line))
    if (opening > 0 && opening < 5) {
      return at(
        file,
        start,
        `blok „---” z polami strony zaczyna się dopiero w linii ${opening + 1}`,
        'Usuń wszystko, co stoi przed pierwszą linią „---”, także puste linie',
      )
    }
    return at(file, start, 'plik nie zaczyna się od bloku „---” z polami title, description i group', copy)
  }
  // The block is opened but not closed: a closing line mistyped, or none at all.
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!
    if (dashLine.test(line)) {
      return at(
        file,
        { line: index + 1, column: 1 },
        `linia kończąca pola strony ma być dokładnie „---” (trzy łączniki), a jest „${line.trim()}”`,
        'Wpisz w niej trzy znaki „-” i nic więcej',
      )
    }
    // The fields end where a line is empty or reads as text, not as a field.
    if (line.trim() === '' || !fieldLine.test(line)) return unclosed(file, index + 1)
  }
  return unclosed(file, lines.length)
}

/** A line of the block of fields: "name: value", or an indented or listed part of a field. */
const fieldLine = /^(\s+\S|-(\s|$)|[\w-]+:(\s|$))/

const unclosed = (file: string, line: number) =>
  at(file, { line, column: 1 }, 'blok „---” z polami strony nie jest zamknięty', `Dopisz linię „---” po ostatnim polu, przed linią ${line}`)

/**
 * The 1-based line, within the page, of an empty line followed by text that is
 * no field: the browser editor leaves an empty line among the fields only
 * inside a value of several paragraphs, whose lines are indented, so there the
 * fields ended and the page's text began. `lines` start at line 2.
 */
function textAfterBlankLine(lines: string[]): number | undefined {
  // The empty line just before that text: one inside a value further up (a lead of two paragraphs) is the value's.
  let blank = -1
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') blank = index
    else if (blank !== -1 && !fieldLine.test(line)) return blank + 2
  }
  return undefined
}

/**
 * The file name an editor meant: "Kontakt.mdx", "kontakt .mdx", "Szczepienia w ciąży.mdx" and a copy
 * saved by the system ("kontakt (1).mdx", "kontakt — kopia.mdx", "kontakt copy.mdx") mean
 * kontakt.mdx and szczepienia-w-ciazy.mdx.
 */
function intendedName(file: string): string {
  return normalise(file)
    .replace(/(\s*\(\d+\)|(\s+|\s*[-–—]\s*)(kopia|copy)(\s*\(?\d+\)?)?)?\s*\.mdx$/, '.mdx')
    .replace(/\s+/g, '-')
}
