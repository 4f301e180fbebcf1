import { isScalar, Scalar } from 'yaml'
import { faqAnchor, placedCategories } from '../content/faqQuestions.ts'
import { faqCategories } from '../schemas/faqSchema.ts'
import type { Report } from './load/report.ts'
import { at, type Finding, type Position } from './problem.ts'
import { fieldKey, isInvalid, type PageSource, type Site, type SourceFile } from './site.ts'
import { parseYamlSource, type YamlSource } from './yamlSource.ts'

/**
 * Texts of data files written in Markdown that a page shows as its own text:
 * the FAQ's answers (content/data/faq.yaml), which the compiler puts into the
 * page that places them (lib/content/faqQuestions.ts). The check reads each as
 * a page's text (site.texts: components and their props, links and #anchors,
 * headings, tables, hours or prices typed by hand, advertising words...), and
 * each problem is then moved to its line and column in the data file
 * (inDataFile), where the editor typed it.
 */
export interface TextField {
  /** The data file, e.g. content/data/faq.yaml */
  file: string
  path: (string | number)[]
  /** Where a position in the text is in the data file. */
  toFile: (position: Position) => Position
  /** The lines of the data file the text takes, first and last. */
  lines: [number, number]
  /** The level of the heading the text stands under (an answer: its question, ###): its own headings go deeper. */
  headingLevel: number
}

export interface Faq {
  questions?: ({ question?: unknown; category?: unknown; answer?: unknown } | null)[]
}

/** The name a text field goes by among the pages, e.g. "content/data/faq.yaml#questions.3.answer": its problems are moved from it. */
const textKey = (file: string, path: readonly (string | number)[]) => `${file}#${path.join('.')}`

/**
 * Reads the FAQ's answers as texts, each with the address of the page that
 * shows its category, and reports a question no page shows (its category is
 * placed nowhere) at its category's line (faq-kategoria). Runs after the
 * pages' addresses are known and before the trees are parsed.
 */
export function loadTexts(
  pages: readonly PageSource[],
  dataFiles: readonly (SourceFile & { name: string })[],
  faq: Faq | undefined,
  invalidFields: ReadonlySet<string>,
  report: Report,
): PageSource[] {
  const data = dataFiles.find((entry) => entry.name === 'faq.yaml')
  if (!data || !faq || !Array.isArray(faq.questions)) return []
  const invalid = (path: (string | number)[]) =>
    path.some((_, index) => invalidFields.has(fieldKey(data.file, path.slice(0, index + 1)))) || invalidFields.has(fieldKey(data.file, []))
  const source = parseYamlSource(data.text)
  // Which page shows each category (the first, if more than one does). A <FaqQuestions> not alone
  // on its line counts too: the rule znacznik-w-linii names that line, one mistake giving one line.
  const shownOn = new Map<string, string>()
  for (const page of pages) {
    if (!page.route) continue
    for (const [, category] of page.text.matchAll(/<FaqQuestions\s+category="([^"\n]*)"/g)) if (!shownOn.has(category!)) shownOn.set(category!, page.route)
  }
  const texts: PageSource[] = []
  faq.questions.forEach((entry, index) => {
    const path = ['questions', index, 'answer']
    if (typeof entry?.answer !== 'string' || invalid(path)) return
    const category = String(entry.category)
    const route = shownOn.get(category)
    if (!route) {
      if (!invalid(['questions', index, 'category'])) {
        const label = faqCategories[category as keyof typeof faqCategories] ?? category
        report(
          'faq-kategoria',
          at(
            data.file,
            source.positionAt(['questions', index, 'category']),
            `pytanie „${String(entry.question)}” nie pokaże się na stronie: żadna strona nie ma kategorii „${label}” (<FaqQuestions category="${category}" />)`,
            `Wybierz kategorię, którą strona FAQ pokazuje: ${[...shownOn.keys()].map((id) => faqCategories[id as keyof typeof faqCategories] ?? id).join(', ')}`,
          ),
        )
      }
      return
    }
    const field = textField(data.file, source, path)
    if (!field) return
    texts.push({ file: textKey(data.file, path), route, text: entry.answer, within: field })
  })
  return texts
}

/** Questions' anchors are the page's ids: one that equals a heading of the page would get "-2" and the link would reach the heading. */
export function faqAnchorProblems(site: Site, page: PageSource, headingIds: ReadonlySet<string>): Finding[] {
  const data = site.dataFiles.find((entry) => entry.name === 'faq.yaml')
  const faq = site.data['faq.yaml'] as Faq | undefined
  if (!data || !Array.isArray(faq?.questions)) return []
  const categories = new Set(placedCategories(page.text))
  const source = parseYamlSource(data.text)
  return faq.questions.flatMap((entry, index) => {
    const id = faqAnchor(String(entry?.question))
    if (!categories.has(String(entry?.category)) || !headingIds.has(id) || isInvalid(site, data.file, ['questions', index, 'question'])) return []
    return [
      at(
        data.file,
        source.positionAt(['questions', index, 'question']),
        `pytanie ma ten sam adres (#${id}) co nagłówek na stronie ${page.route}`,
        'Zmień słowa pytania tak, żeby różniło się od nagłówków strony',
      ),
    ]
  })
}

/** Where the value at `path` was written, character by character; none for a value that is not text. */
function textField(file: string, source: YamlSource, path: (string | number)[]): TextField | undefined {
  const node = source.document.getIn(path, true)
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined
  const start = source.positionAt(path)
  const written = source.text.slice(node.range[0], node.range[1])
  const value = node.value
  const lastLine = start.line + written.replace(/\n+$/, '').split('\n').length - 1
  const base = { file, path, headingLevel: 3 }
  if (node.type === Scalar.BLOCK_LITERAL) {
    // "|-" on the field's line, then the text's lines as they are, each indented alike.
    const fileLines = source.text.split('\n')
    const valueLines = value.split('\n')
    const first = valueLines.findIndex((line) => line.trim() !== '')
    const indent = first === -1 ? 0 : fileLines[start.line + first]!.length - valueLines[first]!.length
    return { ...base, lines: [start.line, lastLine], toFile: ({ line, column }) => ({ line: start.line + line, column: column + indent }) }
  }
  if (!written.includes('\n')) {
    // One line, as the editor writes a one-paragraph answer: plain, or in quotes with '' or \ escapes.
    const offsets = characterOffsets(written, node.type)
    return {
      ...base,
      lines: [start.line, start.line],
      toFile: ({ column }) => ({ line: start.line, column: start.column + (offsets[column - 1] ?? written.length) }),
    }
  }
  // Folded or running over lines: the field's first line is the nearest that can be named.
  return { ...base, lines: [start.line, lastLine], toFile: () => start }
}

/** For each character of a one-line scalar's value, its offset in the text written (quotes and escapes counted). */
function characterOffsets(written: string, type: Scalar['type']): number[] {
  if (type !== Scalar.QUOTE_SINGLE && type !== Scalar.QUOTE_DOUBLE) return [...written].map((_, index) => index)
  const offsets: number[] = []
  for (let index = 1; index < written.length - 1; index++) {
    offsets.push(index)
    // '' stands for one apostrophe; \" or \n for one character (\uXXXX: the nearest).
    if ((type === Scalar.QUOTE_SINGLE && written[index] === "'") || (type === Scalar.QUOTE_DOUBLE && written[index] === '\\')) index++
  }
  return offsets
}

/**
 * The problems of the texts moved to their data files (see loadTexts),
 * their lines in the messages too ("w linii 3" of the text is a line of the file).
 */
export function inDataFile<T extends Finding>(problems: T[], texts: readonly PageSource[]): T[] {
  const fields = new Map(texts.map((text) => [text.file, text.within!]))
  return problems.map((problem) => {
    const field = fields.get(problem.file)
    if (!field) return problem
    const lineOf = (line: number) => field.toFile({ line, column: 1 }).line
    const say = (text: string) => text.replace(/(linii|linią|linia) (\d+)/g, (_match, word: string, line: string) => `${word} ${lineOf(Number(line))}`)
    // A safe fix moves with its finding; applying it checks its text is there (lib/check/edits.ts).
    const edit = problem.edit && { ...problem.edit, ...field.toFile(problem.edit) }
    return { ...problem, file: field.file, ...field.toFile(problem), message: say(problem.message), fix: say(problem.fix), ...(edit ? { edit } : {}) }
  })
}

/** A data file's text with the lines of its Markdown texts left empty: those lines are checked as page text (their words, characters, hours). */
export function withoutTexts(file: string, text: string, texts: readonly PageSource[]): string {
  const taken = texts.filter((entry) => entry.within?.file === file).map((entry) => entry.within!.lines)
  if (taken.length === 0) return text
  return text
    .split('\n')
    .map((line, index) => (taken.some(([first, last]) => index + 1 >= first && index + 1 <= last) ? '' : line))
    .join('\n')
}
