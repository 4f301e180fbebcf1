import type { Plugin } from 'vite'
import { isPreview } from '../build/siteEnv.ts'
import { basePath, siteUrl } from '../build/siteUrl.ts'
import { readContentPages } from '../content/readContentPages.ts'
import { robotsTxt, sitemapXml, webManifest } from '../content/sitemapXml.ts'
import { readDataFile } from '../data/readDataFile.ts'
import { adminFiles } from '../cms/adminFiles.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'

/**
 * Writes sitemap.xml, robots.txt, the web app manifest and the browser editor
 * (/admin/: the CMS, its configuration generated from the schemas) into the
 * client output. The content itself is checked before the build starts, by
 * `npm run check` (scripts/check.ts), which `npm run build` runs first; the dev
 * server runs the same check itself (checkPlugin.ts).
 */
export function contentPlugin(root = process.cwd()): Plugin {
  return {
    name: 'clinic:content',
    generateBundle() {
      if (this.environment.name !== 'client') return
      const pages = readContentPages(root)
      const { name, shortName } = readDataFile(root, 'clinic.yaml', clinicSchema)
      // The address the site is built for (SITE_URL or clinic.yaml's siteUrl), its path included.
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(pages, siteUrl()) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl(), { preview: isPreview() }) })
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest(name, shortName, basePath()) })
      for (const { fileName, source } of adminFiles(root)) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
