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
 * Besides the file's own lines, the errors the change makes in other files: a
 * person removed whom the opening hours and a page name is an error of
 * clinic.yaml and of that page, which publishing refuses as well, and the
 * entry being edited is where to undo it. Errors those files had already are
 * not the entry's (`before`).
 */
export function checkEntry(site: BuiltSite, file: string, text: string, today: string): Problem[] {
  const replaced = <T extends SourceFile>(files: T[], entry: T) => [...files.filter((other) => other.file !== file), entry]
  const files: SiteFiles = {
    ...siteFiles(site),
    pages: file.endsWith('.mdx') ? replaced(site.pages, { file, text }) : site.pages,
    dataFiles: file.startsWith('content/data/') ? replaced(site.dataFiles, { file, text, name: file.slice('content/data/'.length) }) : site.dataFiles,
  }
  const found = checkSite(loadSiteFiles(files), today, previewRules, settingsOf(site))
  const before = errorsBefore(site, today)
  return [
    ...found.filter((problem) => problem.file === file),
    ...found.filter((problem) => problem.file !== file && problem.severity === 'error' && !before.has(problemKey(problem))),
  ]
}

const siteFiles = (site: BuiltSite): SiteFiles => ({
  root: '',
  pages: site.pages,
  dataFiles: site.dataFiles,
  otherFiles: site.otherFiles,
  publicFiles: new Set(site.publicFiles),
})
const settingsOf = (site: BuiltSite) => settingsFrom(site.settings, rules, () => true)
const problemKey = ({ file, line, column, message }: Problem) => `${file}:${line}:${column}:${message}`

/** The site's own errors, without the entry's change: once per site and day (the worker keeps one site). */
let lastBefore: { site: BuiltSite; today: string; keys: Set<string> } | undefined
function errorsBefore(site: BuiltSite, today: string): Set<string> {
  if (lastBefore?.site !== site || lastBefore.today !== today) {
    const errors = checkSite(loadSiteFiles(siteFiles(site)), today, previewRules, settingsOf(site)).filter((problem) => problem.severity === 'error')
    lastBefore = { site, today, keys: new Set(errors.map(problemKey)) }
  }
  return lastBefore.keys
}
