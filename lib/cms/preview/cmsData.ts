import { dequal } from 'dequal'
import { parse } from 'yaml'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { cmsSaved } from '../cmsSaved.ts'
import type { CmsField } from '../cmsFields.ts'
import { cmsYaml } from '../cmsYaml.ts'
import type { BuiltSite } from './checkEntry.ts'

/** An entry as the CMS hands it to a preview (an immutable Map). */
export interface CmsEntry {
  toJS?: () => unknown
  get?: (key: string) => unknown
}

/** The CMS's API for a preview to read other entries (Sveltia CMS: `getCollection(name)`, all entries of a collection). */
export type GetCollection = ((collection: string) => Promise<CmsEntry[]>) | undefined

export const plain = (value: unknown) => ((value as CmsEntry | undefined)?.toJS ? (value as CmsEntry).toJS!() : value)

/** The values of a data file's form as the CMS will write them to the file (lib/cms/cmsSaved.ts). */
export const savedValues = (entry: CmsEntry, fields: readonly CmsField[]) => cmsSaved(plain(entry.get?.('data')) ?? {}, fields)

/**
 * The data files as the CMS holds them, where they differ from those /admin/
 * was built with, by file name (labTests.yaml → its values); empty while the
 * CMS has not answered, and when it holds what was built (the usual case:
 * /admin/ is built from the branch the CMS reads).
 */
export class CmsData {
  changed: Record<string, unknown> = {}
  private asked: Promise<void> | undefined

  constructor(
    private readonly built: BuiltSite,
    private readonly collection: string,
    private readonly forms: Record<string, CmsField[]>,
  ) {}

  /** Asks the CMS (again when `anew`: an entry was opened, a data file may have been saved since); resolves when its answer is in `changed`. */
  ask(getCollection: GetCollection, anew = false): Promise<void> {
    if (anew) this.asked = undefined
    this.asked ??= (getCollection?.(this.collection) ?? Promise.resolve([])).then(
      (entries) => {
        const changed: Record<string, unknown> = {}
        for (const entry of entries) {
          const name = String(plain(entry.get?.('path')) ?? '').replace(/^content\/data\//, '')
          const built = this.built.dataFiles.find((file) => file.name === name)
          const values = savedValues(entry, this.forms[name] ?? [])
          // Values their schema refuses are left out: the built ones stand, and the check of that file says why.
          if (built && !dequal(values, this.builtValues(built)) && dataSchemas[name]?.safeParse(values).success) changed[name] = values
        }
        // A new object only when something differs: the same site goes on being the one the checker holds.
        if (Object.keys(changed).length > 0 || Object.keys(this.changed).length > 0) this.changed = changed
      },
      () => undefined,
    )
    return this.asked
  }

  /** A data file's values as /admin/ was built with them: what the published site shows (undefined for a file it has not). */
  publishedValues(name: string): unknown {
    const built = this.built.dataFiles.find((file) => file.name === name)
    return built ? this.builtValues(built) : undefined
  }

  private parsed = new Map<string, unknown>()
  private builtValues(file: { name: string; text: string }): unknown {
    if (!this.parsed.has(file.name)) this.parsed.set(file.name, parse(file.text))
    return this.parsed.get(file.name)
  }

  private withChanges: { changed: Record<string, unknown>; site: BuiltSite } | undefined

  /** The site to check an entry against: the built one with the data files as the CMS holds them (the same object while they stay). */
  site(): BuiltSite {
    if (this.withChanges?.changed !== this.changed) this.withChanges = { changed: this.changed, site: this.siteWith(this.changed) }
    return this.withChanges.site
  }

  private withUploads: { base: BuiltSite; key: string; site: BuiltSite } | undefined

  /**
   * The site to check an entry against with `uploaded` (public paths, e.g. /images/zespol/….webp) among its
   * public files: files the form holds that the CMS saves with it, not in the site /admin/ was built with
   * (lib/cms/preview/pendingUploads.ts). Without them the check said a new photo's file is missing (issue 43).
   * The same object while the files stay, so the checker sends the site to its worker once.
   */
  siteWithUploads(uploaded: readonly string[]): BuiltSite {
    const base = this.site()
    const missing = [...new Set(uploaded)].filter((file) => !base.publicFiles.includes(file))
    if (missing.length === 0) return base
    const key = missing.join('\n')
    if (this.withUploads?.base !== base || this.withUploads.key !== key)
      this.withUploads = { base, key, site: { ...base, publicFiles: [...base.publicFiles, ...missing] } }
    return this.withUploads.site
  }

  private siteWith(values: Record<string, unknown>): BuiltSite {
    if (Object.keys(values).length === 0) return this.built
    return {
      ...this.built,
      dataFiles: this.built.dataFiles.map((file) => (Object.hasOwn(values, file.name) ? { ...file, text: `${cmsYaml(values[file.name])}\n` } : file)),
    }
  }
}
