import { settingsFrom } from '../../check/checkSettings.ts'
import { loadSiteFiles } from '../../check/load/loadSite.ts'
import type { Problem } from '../../check/problem.ts'
import { rules } from '../../check/rules/index.ts'
import { checkSite } from '../../check/runChecks.ts'
import type { SiteFiles, SourceFile } from '../../check/site.ts'

/** The site's files as /admin/ was built (lib/cms/preview/buildPreview.ts): what the entry being edited is checked against. */
export interface BuiltSite {
  pages: SourceFile[]
  dataFiles: (SourceFile & { name: string })[]
  otherFiles: string[]
  publicFiles: string[]
  /** content/sprawdzenie.yaml, the clinic's levels of the rules. */
  settings?: string
}

/** The rules the preview runs: all but those that read files it does not have (their docs say so). */
export const previewRules = rules.filter((rule) => !rule.notInPreview)

/**
 * What `npm run check` would say of `file` with `text` in it, the rest of the
 * site as built into /admin/: the rules of the preview, at the clinic's levels.
 */
export function checkEntry(site: BuiltSite, file: string, text: string, today: string): Problem[] {
  const replaced = <T extends SourceFile>(files: T[], entry: T) => [...files.filter((other) => other.file !== file), entry]
  const files: SiteFiles = {
    root: '',
    pages: file.endsWith('.mdx') ? replaced(site.pages, { file, text }) : site.pages,
    dataFiles: file.startsWith('content/data/') ? replaced(site.dataFiles, { file, text, name: file.slice('content/data/'.length) }) : site.dataFiles,
    otherFiles: site.otherFiles,
    publicFiles: new Set(site.publicFiles),
  }
  const settings = settingsFrom(site.settings, rules, () => true)
  return checkSite(loadSiteFiles(files), today, previewRules, settings).filter((problem) => problem.file === file)
}
