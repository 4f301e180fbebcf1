import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { siteDataFiles } from '../../check/load/loadData.ts'
import { readSite, SETTINGS_FILE } from '../../check/site.ts'
import { readSource } from '../../content/sourceText.ts'
import type { BuiltSite } from './checkEntry.ts'
import { build, type Rollup } from 'vite'
import { basePath, siteUrl } from '../../build/siteUrl.ts'
import { readContentPages } from '../../content/readContentPages.ts'
import { sourceTextPlugin } from '../../vite/sourceTextPlugin.ts'
import { yamlPlugin } from '../../vite/yamlPlugin.ts'

const pick = (env: NodeJS.ProcessEnv, names: string[]) => Object.fromEntries(names.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])))

/**
 * /admin/preview.js and /admin/preview.css: the editor's preview of a page
 * (lib/cms/preview/previewEntry.tsx), built from the site's own sources with
 * the data as it is now, one classic script that only /admin/ loads. The
 * site's pages and their budget do not change.
 */
export async function buildPreview(root: string, pageCollections: string[]): Promise<{ fileName: string; source: string | Uint8Array }[]> {
  const files = readSite(root)
  const settings = join(root, SETTINGS_FILE)
  const builtSite: BuiltSite = {
    pages: files.pages,
    dataFiles: files.dataFiles,
    otherFiles: files.otherFiles,
    publicFiles: [...files.publicFiles],
    settings: existsSync(settings) ? readSource(settings) : undefined,
  }
  const pages = readContentPages(root).map(({ route, frontmatter: { title, group, order } }) => ({ route, frontmatter: { title, group, order } }))
  const output = (await build({
    configFile: false,
    root,
    base: basePath(),
    logLevel: 'warn',
    plugins: [yamlPlugin(), sourceTextPlugin()],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    define: {
      __PAGE_COLLECTIONS__: JSON.stringify(pageCollections),
      __SITE_PAGES__: JSON.stringify(pages),
      __SITE_URL__: JSON.stringify(siteUrl()),
      __BUILT_SITE__: JSON.stringify(builtSite),
      __SITE_DATA_FILES__: JSON.stringify(siteDataFiles()),
      // The environment the site's modules read, as this build has it (the browser has no process).
      'process.env.NODE_ENV': JSON.stringify('production'),
      'process.env': JSON.stringify({ NODE_ENV: 'production', ...pick(process.env, ['FORM_ENDPOINT', 'SITE_URL', 'BUILD_DATE', 'STRIPE_PUBLISHABLE_KEY']) }),
    },
    build: {
      write: false,
      target: 'es2022',
      cssCodeSplit: false,
      minify: true,
      reportCompressedSize: false,
      lib: { entry: join(import.meta.dirname, 'previewEntry.tsx'), formats: ['iife'], name: 'clinicPreview', fileName: () => 'preview.js', cssFileName: 'preview' },
    },
  })) as Rollup.RollupOutput[]
  return output
    .flatMap((result) => result.output)
    .map((file) => ({ fileName: `admin/${file.fileName}`, source: file.type === 'chunk' ? file.code : file.source }))
}
