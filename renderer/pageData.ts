import type { Frontmatter } from '../lib/schemas/frontmatterSchema'

/** What +data.ts hands to the renderer for one content page. */
export interface PageData {
  route: string
  /** Full <title>: "Page | clinic name". */
  title: string
  description: string
  frontmatter: Frontmatter
  /** JSON-LD objects for search engines (lib/seo). */
  structuredData: object[]
}
