import { join } from 'node:path'
import { listFiles } from '../check/site.ts'
import { frontmatterSchema, type Frontmatter } from '../schemas/frontmatterSchema.ts'
import { contentFileNamePattern, routeFromContentFile } from './routes.ts'
import { readSource } from './sourceText.ts'
import { splitFrontmatter } from './splitFrontmatter.ts'

export interface ContentPage {
  /** Path from the project root, e.g. content/szczepienia/podroze.mdx */
  file: string
  route: string
  frontmatter: Frontmatter
}

/**
 * Every page below `root`/content with its address and frontmatter, sorted by
 * address: for the sitemap, the benchmark and the tests. It checks nothing:
 * `npm run check` (lib/check/runChecks.ts) does that before any build, so a
 * page it cannot read is simply left out here.
 */
export function readContentPages(root: string): ContentPage[] {
  const pages: ContentPage[] = []
  for (const absolute of listFiles(join(root, 'content'))) {
    const file = absolute.slice(root.length + 1).split('\\').join('/')
    if (file.startsWith('content/data/') || !contentFileNamePattern.test(file.slice('content/'.length))) continue
    const result = frontmatterSchema.safeParse(splitFrontmatter(readSource(absolute)).data)
    if (result.success) pages.push({ file, route: routeFromContentFile(file), frontmatter: result.data })
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}
