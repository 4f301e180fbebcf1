import { join } from 'node:path'
import type { ComponentType } from 'react'
import { faqQuestions } from '../data/faqData.ts'
import { clinic } from '../data/siteData.ts'
import { frontmatterSchema, type Frontmatter } from '../schemas/frontmatterSchema.ts'
import { withFacts } from './pageFacts.ts'
import { withFaqQuestions } from './faqQuestions.ts'
import { normaliseRoute, publishedRoute } from './routes.ts'
import { readSource } from './sourceText.ts'

interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>
  frontmatter: unknown
}

export interface LoadedPage {
  route: string
  /** The file the page comes from, from the project root, e.g. content/szczepienia/podroze.mdx */
  file: string
  /** The MDX text as the editor wrote it, with the FAQ's questions in place (for structured data). */
  source: string
  frontmatter: Frontmatter
  Content: MdxModule['default']
}

// Server-side only: every content file, compiled by the MDX plugin, keyed by
// its path from the project root with a leading "/" (/content/cennik.mdx).
const modules = import.meta.glob<MdxModule>('/content/**/*.mdx', { eager: true })
// The text as written is read from disk (prerendering runs in Node at build time):
// a `?raw` import would go through the MDX compiler too. The FAQ's questions are
// put in as the compiler got them (lib/vite/mdxPlugin.ts), for the FAQ's structured data.
const source = (file: string) => withFaqQuestions(readSource(join(process.cwd(), file)), faqQuestions)

const pages = new Map<string, LoadedPage>(
  Object.entries(modules).flatMap(([file, module]): [string, LoadedPage][] => {
    const route = publishedRoute(file.slice(1))
    // The dev server keeps every other page working while an editor's page has
    // a mistake in its fields or does not compile (an empty module then, see
    // lib/vite/checkPlugin.ts, which answers for that page with the check's
    // lines). A build never meets such a page: the check stops it first.
    if (import.meta.env.DEV && !frontmatterSchema.safeParse(module.frontmatter).success) return []
    return [
      [
        route,
        {
          route,
          file: file.slice(1),
          source: source(file),
          frontmatter: withFacts(frontmatterSchema.parse(module.frontmatter), clinic),
          Content: module.default,
        },
      ],
    ]
  }),
)

export function contentRoutes(): string[] {
  return [...pages.keys()].sort()
}

export function findContentPage(pathname: string): LoadedPage | undefined {
  return pages.get(normaliseRoute(pathname))
}

export function allContentPages(): LoadedPage[] {
  return contentRoutes().map((route) => pages.get(route)!)
}
