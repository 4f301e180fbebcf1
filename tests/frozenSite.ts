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

const project = resolve(import.meta.dirname, '..')

/**
 * Makes code under test that imports `content/…` (the data files through
 * lib/data/, the pages) read the frozen copy instead: the unit tests' view of
 * the site never moves when an editor changes a price.
 */
export function frozenSitePlugin(): Plugin {
  const live = join(project, 'content') + sep
  return {
    name: 'clinic:frozen-site',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !resolved.id.startsWith(live)) return resolved
      return { ...resolved, id: join(frozenSite, 'content', resolved.id.slice(live.length)) }
    },
  }
}
