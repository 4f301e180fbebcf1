import type { Plugin } from 'vite'
import { checkContent } from '../content/checkContent.ts'
import { robotsTxt, sitemapXml, webManifest } from '../content/sitemapXml.ts'
import { readDataFile } from '../data/readDataFile.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'

/**
 * Stops the build when a content or data file is invalid, printing one line per
 * problem, and writes sitemap.xml, robots.txt and the web app manifest into
 * the client output.
 */
export function contentPlugin(root = process.cwd()): Plugin {
  return {
    name: 'clinic:content',
    buildStart() {
      const { problems } = checkContent(root)
      if (problems.length === 0) return
      const list = problems.map((line) => `  - ${line}`).join('\n')
      // A plain error without a stack trace: the lines are the whole message.
      const error = new Error(`Treść strony ma błędy (${problems.length}). Popraw je i uruchom budowanie ponownie:\n${list}\n`)
      error.stack = error.message
      throw error
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      const { pages } = checkContent(root)
      const { siteUrl, name, shortName } = readDataFile(root, 'clinic.yaml', clinicSchema)
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(pages, siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest(name, shortName) })
    },
  }
}
