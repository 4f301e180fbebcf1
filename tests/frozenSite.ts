import { join, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The frozen test copy of the site: content/ and public/ as they were when the
 * tests were written, never edited by the clinic. Tests that plant mistakes or
 * pin particular values (the spec's prices and hours, the sample names) read
 * this copy, so the clinic's own edits to content/ can never turn them red.
 * Tests of the live content/ assert only rules that hold for any valid content.
 */
export const frozenSite = resolve(import.meta.dirname, 'fixtures/site')

/** A file of the frozen copy by its path in the project, e.g. 'content/data/clinic.yaml'. */
export const frozenFile = (file: string) => join(frozenSite, file)

/**
 * Makes code under test that imports `content/…` (the data files through
 * lib/data/, the pages) read the frozen copy instead: the unit tests' view of
 * the site never moves when an editor changes a price. The folders come from
 * Vite's root, not from this file's location: a config's imports are bundled
 * into node_modules/.vite-temp, which may be another checkout's (a linked
 * node_modules), so `import.meta.dirname` would name the wrong project.
 */
export function frozenSitePlugin(): Plugin {
  let live = ''
  let frozen = ''
  return {
    name: 'clinic:frozen-site',
    enforce: 'pre',
    configResolved(config) {
      live = join(config.root, 'content') + sep
      frozen = join(config.root, 'tests/fixtures/site/content') + sep
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved?.id.startsWith(live)) return resolved
      return { ...resolved, id: frozen + resolved.id.slice(live.length) }
    },
  }
}
