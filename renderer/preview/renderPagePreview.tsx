import type { Root as HastRoot } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { createProcessor } from '@mdx-js/mdx'
import type { ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { VFile } from 'vfile'
import { placesFaqQuestions, withFaqQuestions } from '../../lib/content/faqQuestions.ts'
import { mdxOptions } from '../../lib/content/mdxCompiler.ts'
import { withFacts } from '../../lib/content/pageFacts.ts'
import { faqQuestions } from '../../lib/data/faqData.ts'
import { clinic } from '../../lib/data/siteData.ts'
import type { Frontmatter } from '../../lib/schemas/frontmatterSchema.ts'
import type { SiteMapPage } from '../../components/sitemap/SiteMapList.tsx'
import { PageMain } from '../PageMain.tsx'
import { literalValue, programValue } from '../../lib/cms/preview/literalValue.ts'
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
 */
const processor = createProcessor({ ...mdxOptions, rehypePlugins: [...(mdxOptions.rehypePlugins ?? []), capture] })

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

/** A page's text as the site's tree; throws the compiler's error on MDX it cannot read. */
export function pageTree(body: string): HastRoot {
  const file = new VFile({ value: placesFaqQuestions(body) ? withFaqQuestions(body, faqQuestions) : body })
  try {
    processor.runSync(processor.parse(file) as never, file)
  } catch (error) {
    if (!(error instanceof Captured)) throw error
  }
  return trimmed(withoutComments(captured! as unknown as Parent) as unknown as HastRoot)
}

/** A page's text (or a part of it) as the site's React elements, with its components. */
export function renderText(body: string, pages: readonly SiteMapPage[]): ReactNode {
  const components: Record<string, unknown> = previewComponents(pages)
  return toJsxRuntime(pageTree(body), {
    Fragment,
    jsx,
    jsxs,
    components: components as never,
    // A component's name is the one identifier the tree may hold (<Phone />); every other value is a literal.
    createEvaluater: () => ({
      evaluateExpression: (expression) =>
        expression.type === 'Identifier' && Object.hasOwn(components, expression.name) ? components[expression.name] : literalValue(expression),
      evaluateProgram: (program) => programValue(program),
    }),
  })
}

/** The page's main part as HTML: what the site shows between its header and footer, from the fields and text in the editor. */
export function renderPagePreview(fields: Partial<Frontmatter>, body: string, pages: readonly SiteMapPage[]): string {
  const frontmatter = withFacts({ title: '', description: '', group: 'podstawowe', ...fields } as Frontmatter, clinic)
  // React puts an image's preload hint first; the page has it in its head, the preview needs none.
  return withoutPreloads(renderToStaticMarkup(<PageMain frontmatter={frontmatter}>{renderText(body, pages)}</PageMain>))
}

/** HTML without the preload hints React puts before it (an image's): the site has them in the page's head. */
export const withoutPreloads = (html: string) => html.replace(/^(<link [^>]*>)+/, '')
