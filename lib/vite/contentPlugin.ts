import type { Plugin } from 'vite'
import { isPreview } from '../build/siteEnv.ts'
import { buildState } from '../build/buildState.ts'
import { writeHeaders } from '../build/writeHeaders.ts'
import { refuseHostFiles } from '../build/refuseHostFiles.ts'
import { clientDir } from '../build/distDir.ts'
import { warnOfSampleSiteUrl } from '../build/sampleSiteUrl.ts'
import { BuiltPagesError } from '../build/builtPages.ts'
import { basePath, siteUrl } from '../build/siteUrl.ts'
import { readContentPages } from '../content/readContentPages.ts'
import { ContentError, problemLine } from '../check/renderErrors.ts'
import { robotsTxt, sitemapXml, webManifest } from '../content/sitemapXml.ts'
import { readDataFile } from '../data/readDataFile.ts'
import { parse } from 'yaml'
import { adminFiles } from '../cms/adminFiles.ts'
import { loadSite } from '../check/load/loadSite.ts'
import { SEARCH_INDEX_FILE } from '../search/searchIndexData.ts'
import { searchIndexData } from '../search/siteRecords.ts'

import { buildPreview, type CmsConfig } from '../cms/preview/buildPreview.ts'
import { clinicSchema } from '../schemas/clinicSchema.ts'

/**
 * Writes sitemap.xml, robots.txt, the web app manifest and the browser editor
 * (/admin/: the CMS, its configuration generated from the schemas) into the
 * client output, and, once every page is prerendered, the security headers
 * (lib/build/writeHeaders.ts): the build's last step, in its one process. The
 * content itself is checked when the build starts (checkPlugin.ts).
 */
export function contentPlugin(root = process.cwd()): Plugin {
  return {
    name: 'clinic:content',
    // After Vike's build of both environments, which prerenders the pages.
    buildApp: {
      order: 'post',
      async handler() {
        // Vike runs these hooks a second time before it exits: the pages get their policy once.
        if (buildState.headersWritten) return
        buildState.headersWritten = true
        console.log(`Strony MDX wzięte z kompilacji sprawdzenia treści: ${buildState.reused}, skompilowane ponownie: ${buildState.compiledAgain}.`)
        try {
          // A host's settings file copied from public/ (_redirects, .htaccess…) never reaches a deploy, whatever the check was told:
          // it is deleted from the output now, and the build fails once the policy's own lines are printed too.
          const hostFiles = refuseHostFiles(clientDir(root))
          for (const problem of hostFiles) console.error(problemLine(problem))
          console.log(writeHeaders(root))
          warnOfSampleSiteUrl(root)
          if (hostFiles.length > 0) process.exit(1)
        } catch (error) {
          // A problem of the built pages (an inline script the site did not write, a file of public/ that
          // cannot take the policy): Vite would wrap it in its own English with a stack; the Polish lines alone.
          if (!(error instanceof ContentError || error instanceof BuiltPagesError)) throw error
          console.error(error.message)
          process.exit(1)
        }
      },
    },
    // `npm run dev`: the search's index made on each request, so the field finds what was just saved.
    configureServer(server) {
      const path = `${server.config.base.replace(/\/$/, '')}/${SEARCH_INDEX_FILE}`
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== path) return next()
        response.setHeader('Content-Type', 'application/json; charset=utf-8')
        response.end(JSON.stringify(searchIndexData(loadSite(root))))
      })
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const pages = readContentPages(root)
      const { name, shortName } = readDataFile(root, 'clinic.yaml', clinicSchema)
      // The address the site is built for (SITE_URL or clinic.yaml's siteUrl), its path included.
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(pages, siteUrl()) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl(), { preview: isPreview() }) })
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest(name, shortName, basePath()) })
      // The site search's index, from the same pages and data files (lib/search/siteRecords.ts); fetched when the search is first used.
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_FILE, source: JSON.stringify(searchIndexData(loadSite(root))) })
      const admin = adminFiles(root)
      for (const { fileName, source } of admin) this.emitFile({ type: 'asset', fileName, source })
      // The editor is configured: the page preview, built from the site's sources, and the React the CMS draws it with.
      if (admin.length > 1) {
        const config = parse(String(admin.find((file) => file.fileName === 'admin/config.yml')!.source)) as CmsConfig
        for (const { fileName, source } of await buildPreview(root, config)) this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
