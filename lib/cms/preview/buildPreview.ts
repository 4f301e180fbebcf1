import { remainingSamples, sampleLabels } from '../../data/samples.ts'
import { samplesSchema } from '../../schemas/samplesSchema.ts'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { siteDataFiles } from '../../check/load/loadData.ts'
import { readSite, SETTINGS_FILE } from '../../check/site.ts'
import { readSource } from '../../content/sourceText.ts'
import type { BuiltSite } from './checkEntry.ts'
import { build, type Plugin, type Rollup } from 'vite'
import { loadSite } from '../../check/load/loadSite.ts'
import type { CmsField } from '../cmsFields.ts'
import { findDataPlaces } from './findDataPlaces.ts'
import { basePath, siteUrl } from '../../build/siteUrl.ts'
import { readContentPages } from '../../content/readContentPages.ts'
import { sourceTextPlugin } from '../../vite/sourceTextPlugin.ts'
import { yamlPlugin } from '../../vite/yamlPlugin.ts'

/** admin/config.yml's collections, as much of them as the preview reads. */
export interface CmsConfig {
  collections: { name: string; folder?: string; fields?: CmsField[]; files?: { file: string; label?: string; fields: CmsField[] }[] }[]
}

/**
 * Each data file's module reads, when it runs, the values a run of the
 * preview was asked for (previewRun.ts), else its built values: so a data
 * file's preview renders with the form's values.
 */
function previewDataPlugin(): Plugin {
  const runModule = join(import.meta.dirname, 'previewRun.ts')
  return {
    name: 'clinic:preview-data',
    enforce: 'post',
    transform(code, id) {
      const file = /[\\/]content[\\/]data[\\/]([^\\/]+\.ya?ml)$/.exec(id.split('?')[0]!)?.[1]
      if (!file || !code.startsWith('export default ')) return null
      return {
        code: `import { previewData } from ${JSON.stringify(runModule)}\nexport default previewData(${JSON.stringify(file)}, ${code.slice('export default '.length)})`,
        map: null,
      }
    },
  }
}

/**
 * Node's modules in the preview: the check and the site's helpers import
 * node:fs and node:path for the command line, never on the paths the preview
 * runs (the browser reads no files). Each is a module of functions that say
 * so if called, instead of Vite's warning per import in every build.
 */
function nodeStubsPlugin(): Plugin {
  const prefix = '\0node-stub:'
  return {
    name: 'clinic:node-stubs',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('node:') ? `${prefix}${id}` : null),
    async load(id) {
      if (!id.startsWith(prefix)) return null
      const name = id.slice(prefix.length)
      const names = Object.keys(await import(name)).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key))
      const stub = `() => { throw new Error(${JSON.stringify(`${name} is not in the browser: the editor's preview reads no files`)}) }`
      return `const stub = ${stub}\n${names.map((key) => `export const ${key} = stub`).join('\n')}\nexport default {}`
    },
  }
}

const pick = (env: NodeJS.ProcessEnv, names: string[]) => Object.fromEntries(names.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])))

/**
 * /admin/preview.js and /admin/preview.css: the editor's preview of a page
 * (renderer/preview/previewEntry.tsx), and /admin/check-worker.js, the check it
 * runs while the editor types (checkWorker.ts), built from the site's own sources with
 * the data as it is now, one classic script that only /admin/ loads. The
 * site's pages and their budget do not change.
 */
/** The labels of the samples still standing in their files, as the site map lists them (lib/data/siteSamples.ts, which imports YAML and cannot load here). */
function standingSamples(root: string, dataFiles: readonly { name: string; text: string }[]): string[] {
  const text = dataFiles.find((file) => file.name === 'samples.yaml')?.text
  const samples = text === undefined ? [] : (samplesSchema.safeParse(parse(text)).data?.samples ?? [])
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined)
  return sampleLabels(remainingSamples(samples, read))
}

export async function buildPreview(root: string, config: CmsConfig): Promise<{ fileName: string; source: string | Uint8Array }[]> {
  const files = readSite(root)
  // Each page collection's folder, by its name: a new page's file is made in it (renderer/preview/previewEntry.tsx).
  const pageCollections = Object.fromEntries(
    config.collections.filter((collection) => collection.folder).map((collection) => [collection.name, collection.folder]),
  )
  const dataForms = Object.fromEntries(
    config.collections.flatMap((collection) => collection.files ?? []).map(({ file, fields }) => [file.slice('content/data/'.length), fields]),
  )
  const settings = join(root, SETTINGS_FILE)
  const builtSite: BuiltSite = {
    pages: files.pages,
    dataFiles: files.dataFiles,
    otherFiles: files.otherFiles,
    publicFiles: [...files.publicFiles],
    settings: existsSync(settings) ? readSource(settings) : undefined,
  }
  const pages = readContentPages(root).map(({ route, frontmatter: { title, group, order } }) => ({ route, frontmatter: { title, group, order } }))
  const define = {
    __PAGE_COLLECTIONS__: JSON.stringify(pageCollections),
    __SITE_PAGES__: JSON.stringify(pages),
    __SAMPLE_LABELS__: JSON.stringify(standingSamples(root, files.dataFiles)),
    __SITE_URL__: JSON.stringify(siteUrl()),
    __BUILT_SITE__: JSON.stringify(builtSite),
    __SITE_DATA_FILES__: JSON.stringify(siteDataFiles()),
    __DATA_COLLECTION__: JSON.stringify(config.collections.find((collection) => collection.files)?.name),
    __DATA_FORMS__: JSON.stringify(dataForms),
    __PAGE_FORM__: JSON.stringify(config.collections.find((collection) => collection.folder)?.fields ?? []),
    // Each data file's label, for the rows the editor's search finds (renderer/preview/rowSearch.ts).
    __DATA_LABELS__: JSON.stringify(
      Object.fromEntries(
        config.collections.flatMap((collection) => collection.files ?? []).map(({ file, label }) => [file.slice('content/data/'.length), label ?? file]),
      ),
    ),
    __DATA_PLACES__: JSON.stringify(findDataPlaces(loadSite(root))),
    // The environment the site's modules read, as this build has it (the browser has no process).
    'process.env.NODE_ENV': JSON.stringify('production'),
    'process.env': JSON.stringify({ NODE_ENV: 'production', ...pick(process.env, ['FORM_ENDPOINT', 'SITE_URL', 'BUILD_DATE', 'STRIPE_PUBLISHABLE_KEY']) }),
  }
  // The preview, and the check it asks in a worker of its own (checkWorker.ts): two classic scripts.
  const scripts = [
    // The preview renders with the site's layout and components, so its entry lives above them, in renderer/preview/.
    { entry: join(import.meta.dirname, '../../../renderer/preview/previewEntry.tsx'), fileName: 'preview.js', name: 'clinicPreview' },
    // A worker has no document: packages' worker builds (decode-named-character-reference's reads entities without the DOM).
    {
      entry: join(import.meta.dirname, 'checkWorker.ts'),
      fileName: 'check-worker.js',
      name: 'clinicCheck',
      conditions: ['worker', 'module', 'import', 'default'],
    },
  ]
  const outputs = []
  for (const { entry, fileName, name, conditions } of scripts) {
    const output = (await build({
      configFile: false,
      root,
      base: basePath(),
      logLevel: 'warn',
      plugins: [nodeStubsPlugin(), yamlPlugin(), previewDataPlugin(), sourceTextPlugin()],
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      define,
      ...(conditions ? { resolve: { conditions, mainFields: ['module', 'main'] } } : {}),
      build: {
        write: false,
        target: 'es2022',
        cssCodeSplit: false,
        minify: true,
        reportCompressedSize: false,
        lib: { entry, formats: ['iife'], name, fileName: () => fileName, cssFileName: 'preview' },
      },
    })) as Rollup.RollupOutput[]
    outputs.push(...output)
  }
  return outputs
    .flatMap((result) => result.output)
    .map((file) => ({ fileName: `admin/${file.fileName}`, source: file.type === 'chunk' ? file.code : file.source }))
}
