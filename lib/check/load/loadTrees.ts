import type { Root } from 'mdast'
import { visitNodes } from '../treeNodes.ts'
import { VFile } from 'vfile'
import { placesFaqQuestions, withFaqQuestions } from '../../content/faqQuestions.ts'
import { mdxProcessor, rememberCompiled } from '../../content/mdxCompiler.ts'
import { contentGuardSource } from '../../content/remarkContentGuard.ts'
import type { FaqQuestion } from '../../schemas/faqSchema.ts'
import { componentEntry, layoutAnchors, type SiteData } from '../../content/componentRegistry.ts'
import { attributes, attributeValues, headingIds, type JsxElement } from '../mdxNodes.ts'
import { compileProblem } from '../mdxErrors.ts'
import { at } from '../problem.ts'
import type { PageSource } from '../site.ts'
import type { Report } from './report.ts'

/**
 * Parses each page and FAQ answer as MDX (else mdx-skladnia, at the compiler's
 * line) and collects each page's ids for the link rules. With `compile` (the
 * build's check), each page's compiled module is kept for the build, which
 * then compiles no page a second time.
 */
/**
 * The trees of the last check by text: `npm run dev` checks the site again on
 * every save, and the rules' tests plant one example at a time, so most
 * pages are parsed once. Only the last run's trees are kept (no growth), and
 * no rule changes a tree (the site is read-only to them).
 */
let lastTrees = new Map<string, Root>()

/**
 * The longest text the check reads as MDX: eight times the clinic's longest page. The parser's time grows with
 * the square of some lines' length (a security trial's 350 KB line of '\\[a](/ ' took the check minutes, and
 * would take the editor's preview as long); a longer text is one mistake of mdx-skladnia, not parsed.
 */
export const LONGEST_TEXT = 100_000

function parseTree(path: string, text: string, trees: Map<string, Root>): Root {
  if (text.length > LONGEST_TEXT) throw new TooLong(text.length)
  const tree = lastTrees.get(text) ?? (mdxProcessor.parse(new VFile({ path, value: text })) as Root)
  trees.set(text, tree)
  return tree
}

class TooLong extends Error {
  constructor(readonly length: number) {
    super('too long')
  }
}

/** What the check says of a text it did not parse, or of one the compiler could not read. */
function parseProblem(file: string, text: string, error: unknown) {
  if (!(error instanceof TooLong)) return compileProblem(file, text, error)
  const count = (n: number) => n.toLocaleString('pl-PL').replace(/\s/g, '\u00a0')
  return at(
    file,
    { line: 1, column: 1 },
    `tekst ma ${count(error.length)} znaków, a sprawdzenie czyta teksty do ${count(LONGEST_TEXT)} znaków`,
    'Podziel go na kilka stron albo usuń jego część (np. tekst wklejony dwa razy)',
  )
}

export function loadTrees(
  pages: readonly PageSource[],
  texts: readonly PageSource[],
  data: SiteData,
  brokenData: (name: string) => boolean,
  compile: boolean,
  report: Report,
): { pages: PageSource[]; texts: PageSource[]; anchors: Map<string, Set<string>> } {
  const anchors = new Map<string, Set<string>>()
  const trees = new Map<string, Root>()
  const parsedPages = pages.map((page): PageSource => {
    if (page.unreadable) return page
    const file = new VFile({ path: page.file, value: page.text })
    let tree: Root
    try {
      tree = parseTree(page.file, page.text, trees)
    } catch (error) {
      report('mdx-skladnia', parseProblem(page.file, page.text, error))
      return page
    }
    // A build's check compiles the page to its module, which the build takes instead
    // of compiling it again. `npm run check` stops at the tree: see the rule kod.
    if (compile) {
      try {
        rememberCompiled(...compiled(page, tree, file, data))
      } catch (error) {
        // A block of fields that does not parse stops the compiler too: reported already (loadPages), the text is still checked.
        // What the build's guard refuses, the rules (kod, html, komponent, odnosnik) say in their words; should one be
        // switched off, the build compiles the page again and the guard stops it there (lib/content/remarkContentGuard.ts).
        if (page.fields && (error as { source?: string }).source !== contentGuardSource) {
          report('mdx-skladnia', compileProblem(page.file, page.text, error))
          return page
        }
      }
    }
    const ids = pageAnchors(tree, data, brokenData)
    if (ids && page.route) anchors.set(page.route, ids)
    return { ...page, tree }
  })
  const parsedTexts = texts.map((text): PageSource => {
    let tree: Root
    try {
      tree = parseTree(text.file, text.text, trees)
    } catch (error) {
      report('mdx-skladnia', parseProblem(text.file, text.text, error))
      return text
    }
    for (const id of headingIds(tree)) anchors.get(text.route)?.add(id)
    return { ...text, tree }
  })
  lastTrees = trees
  return { pages: parsedPages, texts: parsedTexts, anchors }
}

/**
 * The page's text and its module as the build compiles it: with the FAQ's
 * questions put in (lib/content/faqQuestions.ts), which the build looks the
 * module up by. The questions are faq.yaml's, which has no problem when the
 * build goes on (a problem stops it).
 */
function compiled(page: PageSource, tree: Root, file: VFile, data: SiteData): [string, string] {
  if (!placesFaqQuestions(page.text)) return [page.text, mdxProcessor.stringify(mdxProcessor.runSync(structuredClone(tree) as never, file), file)]
  const questions = ((data['faq.yaml'] as { questions?: FaqQuestion[] } | undefined)?.questions ?? []).filter((entry) => typeof entry?.answer === 'string')
  const text = withFaqQuestions(page.text, questions)
  const full = new VFile({ path: page.file, value: text })
  return [text, mdxProcessor.stringify(mdxProcessor.runSync(mdxProcessor.parse(full) as never, full), full)]
}

/**
 * The ids a page has: its Markdown headings (as rehypeHeadingIds makes them),
 * id attributes, components' own ids, the layout's. None when a component's
 * ids come from a data file with a problem: that file's line is the one to fix,
 * not every link to the page.
 */
function pageAnchors(tree: Root, data: SiteData, brokenData: (name: string) => boolean): Set<string> | undefined {
  let unknown = false
  const ids = new Set([...layoutAnchors, ...headingIds(tree)])
  visitNodes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as JsxElement
    const props: Record<string, string[]> = {}
    for (const attribute of attributes(element)) props[attribute.name] = attributeValues(attribute)
    for (const id of props.id ?? []) if (/^[a-z]/.test(element.name ?? '')) ids.add(id)
    const rule = element.name ? componentEntry(element.name) : undefined
    if (rule?.anchorsFrom && brokenData(rule.anchorsFrom)) unknown = true
    for (const id of rule?.anchors?.(props, data) ?? []) ids.add(id)
  })
  return unknown ? undefined : ids
}
