// Loads TypeScript of this project as one JavaScript file, bundled with the
// libraries it imports, so that Node starts it without a TypeScript loader:
// `npm run check` (scripts/check.ts), the first step of every pull request and
// what an editor runs most, and the site's Vite plugins (vite.config.ts), which
// open every build with the same check. Through tsx each spends about half a
// second loading some four hundred modules, one by one, through a loader
// thread. Bundled, Node reads one file.
//
// The bundle is built with rolldown (Vite's bundler) into node_modules/.cache/
// the first time and again whenever any file it was built from changes (each
// is listed beside it with the time of the build), so editing lib/ or updating
// a package never runs stale code. Plain JavaScript: it must run before any
// TypeScript can.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const project = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Where `entry` (e.g. scripts/check.ts) is bundled; one per project folder (tests copy the project). */
export function bundlePath(entry) {
  const key = createHash('sha256').update(project).digest('hex').slice(0, 12)
  return join(project, 'node_modules/.cache/clinic-website', `${entry.replace(/[/.]/g, '-')}-${key}.mjs`)
}

/** Whether the bundle is missing or older than any file it was built from. */
function stale(bundle) {
  try {
    const { built, files } = JSON.parse(readFileSync(`${bundle}.json`, 'utf8'))
    return files.some((file) => statSync(file).mtimeMs > built)
  } catch {
    return true // no bundle yet, or a file it was built from is gone
  }
}

async function build(entry, bundle) {
  const built = Date.now()
  const { rolldown } = await import('rolldown')
  const input = await rolldown({
    input: join(project, entry),
    platform: 'node',
    logLevel: 'silent',
    // Node's own modules stay imports; everything else is in the one file.
    // Vite itself stays outside: the editor's preview is built by the running Vite (lib/cms/preview/buildPreview.ts).
    external: (id) => id.startsWith('node:') || id === 'vite',
    plugins: [
      {
        // Code that finds files next to itself (lib/cms/adminFiles.ts, the check's list of data files) keeps its own place.
        name: 'clinic:file-scope',
        transform: {
          filter: { id: /\.(ts|tsx|mjs|js)$/ },
          handler(code, id) {
            if (!id.startsWith(project) || relative(project, id).startsWith('node_modules')) return undefined
            return code.replaceAll('import.meta.dirname', JSON.stringify(dirname(id))).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href))
          },
        },
      },
    ],
  })
  const { output } = await input.generate({ format: 'esm', codeSplitting: false })
  await input.close()
  const [chunk] = output
  mkdirSync(dirname(bundle), { recursive: true })
  // Written under another name, then renamed: two checks started at once never read half a file.
  const partial = `${bundle}.${process.pid}`
  writeFileSync(partial, chunk.code)
  writeFileSync(`${partial}.json`, JSON.stringify({ built, files: Object.keys(chunk.modules).filter((id) => !id.startsWith('\0')) }))
  renameSync(partial, bundle)
  renameSync(`${partial}.json`, `${bundle}.json`)
}

/**
 * Imports `entry` bundled, once per process: Node keeps the bundle's module by
 * its address (vite.config.ts, loaded about six times in one build, gets the
 * same plugins each time). Where the bundle cannot be written, through tsx.
 */
export async function importBundled(entry) {
  const bundle = bundlePath(entry)
  if (stale(bundle)) {
    try {
      await build(entry, bundle)
    } catch (error) {
      // node_modules not writable (a read-only cache in CI, say): loaded through tsx, slower but the same.
      console.error(`(${entry} wczytane bez pliku w node_modules/.cache: ${error instanceof Error ? error.message : error})`)
      return throughTsx(entry)
    }
  }
  return import(pathToFileURL(bundle).href)
}

const loaded = Symbol.for('clinic-website.throughTsx')

/** `entry` through tsx, once per process too (tsx's own import gives a fresh copy each time). */
function throughTsx(entry) {
  const modules = (globalThis[loaded] ??= new Map())
  if (!modules.has(entry)) {
    modules.set(
      entry,
      import('tsx/esm/api').then(({ tsImport }) => tsImport(pathToFileURL(join(project, entry)).href, import.meta.url)),
    )
  }
  return modules.get(entry)
}
