import { join } from 'node:path'
import { parseYaml } from '../data/parseYaml.ts'
import { listFiles } from './listFiles.ts'
import { frontmatterSchema, type Frontmatter } from '../schemas/frontmatterSchema.ts'
import { withFacts } from './pageFacts.ts'
import { rawHoursWithDayWords } from '../data/dayPhrases.ts'
import type { Schedule } from '../data/clinicFacts.ts'
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
 * Every page below `root`/content with its address and frontmatter (as the
 * page shows it: placeholders filled), sorted by address: for the sitemap,
 * the benchmark and the tests. It checks nothing:
 * `npm run check` (lib/check/runChecks.ts) does that before any build, so a
 * page it cannot read is simply left out here.
 */
export function readContentPages(root: string): ContentPage[] {
  const pages: ContentPage[] = []
  const clinic = readClinic(root)
  for (const absolute of listFiles(join(root, 'content'))) {
    const file = absolute
      .slice(root.length + 1)
      .split('\\')
      .join('/')
    if (file.startsWith('content/data/') || !contentFileNamePattern.test(file.slice('content/'.length))) continue
    const result = frontmatterSchema.safeParse(splitFrontmatter(readSource(absolute)).data)
    if (!result.success) continue
    let frontmatter = result.data
    try {
      if (clinic) frontmatter = withFacts(frontmatter, clinic) // the fields as the page shows them
    } catch {} // a placeholder clinic.yaml cannot fill: npm run check names it
    pages.push({ file, route: routeFromContentFile(file), frontmatter })
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/** clinic.yaml's hours and parking, for the placeholders of the pages' fields; none when it cannot be read (a test's sample site). */
function readClinic(root: string): Parameters<typeof withFacts>[1] | undefined {
  try {
    // Read as written, not through the schema: a page's placeholders are filled even when another field of the file is wrong.
    const clinic = parseYaml(readSource(join(root, 'content/data/clinic.yaml'))) as { hours?: unknown; parking?: { spaces: number; accessible: number } }
    if (!Array.isArray(clinic?.hours)) return undefined
    const hours = rawHoursWithDayWords(clinic.hours) as Schedule[]
    return { ...clinic, hours }
  } catch {
    return undefined
  }
}
