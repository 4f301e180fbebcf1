import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir } from '../../lib/build/distDir.ts'
import { pageFile } from '../../lib/build/pageFile.ts'
import { readContentPages } from '../../lib/content/readContentPages.ts'
import { labTests } from '../../lib/data/priceData.ts'

/** Every content page of the real site, as the build sees it. */
export const contentPages = readContentPages(process.cwd())

export const distDir = clientDir()

/** The lab test with the longest name in the data: its words find it, and other results too, in any content. */
export const longestLabTest = labTests.categories.flatMap((category) => category.items).reduce((a, b) => (b.name.length > a.name.length ? b : a))

/** The built HTML of the page at `route` (e.g. /o-nas). */
export function builtHtml(route: string): string {
  return readFileSync(join(distDir, pageFile(route)), 'utf8')
}
