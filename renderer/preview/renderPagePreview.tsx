import type { Root as HastRoot } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { createProcessor } from '@mdx-js/mdx'
import type { ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { VFile } from 'vfile'
import { placesFaqQuestions, withFaqQuestions } from '../../lib/content/faqQuestions.ts'
import { mdxOptions } from '../../lib/content/mdxCompiler.ts'
import { remarkContentGuard } from '../../lib/content/remarkContentGuard.ts'
import { withFacts } from '../../lib/content/pageFacts.ts'
import { faqQuestions } from '../../lib/data/faqData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import type { Frontmatter } from '../../lib/schemas/frontmatterSchema.ts'
import type { SiteMapPage } from '../../components/sitemap/SiteMapList.tsx'
import { PageMain } from '../PageMain.tsx'
import { literalValue, programValue } from '../../lib/cms/preview/literalValue.ts'
import { allowedTree, noticeLead, noticeText } from '../../lib/cms/preview/allowedTree.ts'
import { previewElement, previewProps } from '../../lib/cms/preview/previewProps.ts'
import { refusedElementLine } from '../../lib/check/rules/html.ts'
import { previewComponents } from './previewComponents.tsx'

/** The hast of the last text run through the site's MDX pipeline: taken before MDX turns it into JavaScript. */
let captured: HastRoot | undefined
class Captured extends Error {}
const capture = () => (tree: HastRoot) => {
  captured = tree
  throw new Captured()
}

/**
 * The site's own MDX pipeline (lib/content/mdxCompiler.ts: its remark and
 * rehype plugins, GitHub tables, heading ids), stopped where the page is HTML
 * with its components still as elements: the preview renders that tree with
 * the site's components, and runs no code (no eval: /admin/'s policy forbids it).
 * The build's guard runs on its own (pageTree): what it refuses stops the
 * build, but the preview still shows the page, made into what the check
 * allows before the site's plugins run (allowedTree.ts).
 */
const processor = createProcessor({
  ...mdxOptions,
  remarkPlugins: (mdxOptions.remarkPlugins ?? []).filter((plugin) => plugin !== remarkContentGuard),
  rehypePlugins: [...(mdxOptions.rehypePlugins ?? []), capture],
})

/** The text without the line breaks before its first block and after its last, as MDX's compiled page has it. */
function trimmed(tree: HastRoot): HastRoot {
  const blank = (node: HastRoot['children'][number] | undefined) => node?.type === 'text' && node.value.trim() === ''
  while (blank(tree.children[0])) tree.children.shift()
  while (blank(tree.children.at(-1))) tree.children.pop()
  return tree
}

type Parent = { children: { type: string; data?: { estree?: { body: unknown[] } | null }; children?: unknown }[] }

/**
 * The tree without what shows nothing: comments ({/* … *\/}, which the
 * tree-to-React step cannot take inside an element) and export lines (the
 * pipeline's own `export const frontmatter`).
 */
function withoutComments<T extends Parent>(node: T): T {
  node.children = node.children.filter(
    (child) => child.type !== 'mdxjsEsm' && !(/^mdx(Flow|Text)Expression$/.test(child.type) && child.data?.estree?.body.length === 0),
  )
  for (const child of node.children) if (Array.isArray(child.children)) withoutComments(child as Parent)
  return node
}

/**
 * A page's text as the site's tree, and what stops its build: the build's
 * guard's message (lib/content/remarkContentGuard.ts) for what it refuses.
 * Throws the compiler's error on MDX it cannot read.
 */
export function pageTree(body: string): { tree: HastRoot; stop?: unknown } {
  const file = new VFile({ value: placesFaqQuestions(body) ? withFaqQuestions(body, faqQuestions) : body })
  const parsed = processor.parse(file)
  let stop: unknown
  try {
    remarkContentGuard()(parsed, file)
  } catch (error) {
    stop = error
  }
  try {
    processor.runSync(allowedTree(parsed) as never, file)
  } catch (error) {
    if (!(error instanceof Captured)) throw error
  }
  return { tree: trimmed(withoutComments(captured! as unknown as Parent) as unknown as HastRoot), stop }
}

type Jsx = typeof jsx

/**
 * React's jsx() as the preview calls it for every element of a page's text:
 * the one place all props pass through (lib/cms/preview/previewProps.ts
 * filters them, by the name the page wrote: `a` for the site's link, `Notice`
 * for a component), and an HTML element off the allow-list never reaches React
 * (allowedTree.ts already put the check's line in its place; this is the last word).
 */
const previewJsx =
  (render: Jsx, names: ReadonlyMap<unknown, string>): Jsx =>
  (type, props, key) => {
    const given = props as Record<string, unknown>
    if (type === Fragment) return render(type, { children: given.children }, key)
    const name = typeof type === 'string' ? type : names.get(type)
    if (name === undefined) throw new Error('the preview renders only the site’s components')
    if (/^[a-z]/.test(name) && !previewElement(name)) {
      const text = [jsx('strong', { children: noticeLead }), noticeText(refusedElementLine(name)!, 'html')]
      return jsxs('span', { className: 'preview-refused', 'data-rule': 'html', role: 'note', children: text }, key)
    }
    return render(type, previewProps(name, given), key)
  }

/**
 * A page's text (or a part of it) as the site's React elements, with its
 * components: only what the content check allows. What stops its build is
 * added to `stops`.
 */
export function renderText(body: string, pages: readonly SiteMapPage[], stops: unknown[] = [], sampleLabels?: readonly string[]): ReactNode {
  const components: Record<string, unknown> = previewComponents(pages, sampleLabels)
  const names = new Map(Object.entries(components).map(([name, component]) => [component, name]))
  const { tree, stop } = pageTree(body)
  if (stop !== undefined) stops.push(stop)
  return toJsxRuntime(tree, {
    Fragment,
    jsx: previewJsx(jsx, names),
    jsxs: previewJsx(jsxs, names),
    components: components as never,
    // Markdown's column alignment as `align`, which previewProps turns into the text-align the site's compiler gives it: no other style passes.
    tableCellAlignToStyle: false,
    // A component's name is the one identifier the tree may hold (<Phone />); every other value is a literal.
    createEvaluater: () => ({
      evaluateExpression: (expression) =>
        expression.type === 'Identifier' && Object.hasOwn(components, expression.name) ? components[expression.name] : literalValue(expression),
      evaluateProgram: (program) => programValue(program),
    }),
  })
}

/**
 * The page's main part as HTML: what the site shows between its header and
 * footer, from the fields and text in the editor; and what stops its build
 * (the build's guard's message), when something does.
 */
export function pagePreview(
  fields: Partial<Frontmatter>,
  body: string,
  pages: readonly SiteMapPage[],
  sampleLabels?: readonly string[],
): { html: string; stop?: unknown } {
  const frontmatter = withFacts({ title: '', description: '', group: 'podstawowe', ...fields } as Frontmatter, clinic)
  const stops: unknown[] = []
  // React puts an image's preload hint first; the page has it in its head, the preview needs none.
  const html = withoutPreloads(renderToStaticMarkup(<PageMain frontmatter={frontmatter}>{renderText(body, pages, stops, sampleLabels)}</PageMain>))
  return { html, stop: stops[0] }
}

/** The page's main part as HTML (pagePreview without the build's stop). */
export const renderPagePreview = (fields: Partial<Frontmatter>, body: string, pages: readonly SiteMapPage[], sampleLabels?: readonly string[]): string =>
  pagePreview(fields, body, pages, sampleLabels).html

/** HTML without the preload hints React puts before it (an image's): the site has them in the page's head. */
export const withoutPreloads = (html: string) => html.replace(/^(<link [^>]*>)+/, '')
