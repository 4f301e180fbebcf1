import type { Finding } from '../problem.ts'
import { fieldKey, readSite, type Site, type SiteFiles } from '../site.ts'
import { loadTexts, type Faq } from '../textFields.ts'
import { loadData } from './loadData.ts'
import { loadPages } from './loadPages.ts'
import { loadTrees } from './loadTrees.ts'

/**
 * The site as the rules read it, built once, in the order its parts depend on
 * each other: the data files (parsed and checked against their schemas), the
 * pages (addresses and fields), the FAQ's answers (as page text, at the
 * address of the page that shows them), then every text's tree and each
 * page's ids. What reading finds is kept under the id of the rule that reports
 * it (site.readFindings). With `compile`, each page's module is kept for the build.
 */
export function loadSite(root: string, { compile = false } = {}): Site {
  return loadSiteFiles(readSite(root), { compile })
}

/** The site from its files as given: read from the disk (loadSite), or, in the editor's preview, as built into /admin/ with the entry being edited. */
export function loadSiteFiles(files: SiteFiles, { compile = false } = {}): Site {
  const { root } = files
  const readFindings = new Map<string, Finding[]>()
  const report = (rule: string, finding: Finding) => readFindings.set(rule, [...(readFindings.get(rule) ?? []), finding])
  const { data, invalidFields } = loadData(files, report)
  const pages = loadPages(files, report)
  for (const key of pages.invalidFields) invalidFields.add(key)
  const texts = loadTexts(pages.pages, files.dataFiles, data['faq.yaml'] as Faq | undefined, invalidFields, report)
  const brokenData = (name: string) => data[name] === undefined || [...invalidFields].some((key) => key.startsWith(fieldKey(`content/data/${name}`, [])))
  const trees = loadTrees(pages.pages, texts, data, brokenData, compile, report)
  return {
    root,
    pages: trees.pages,
    texts: trees.texts,
    dataFiles: files.dataFiles,
    otherFiles: files.otherFiles,
    publicFiles: files.publicFiles,
    misnamed: pages.misnamed,
    data,
    anchors: trees.anchors,
    invalidFields,
    readFindings,
  }
}
