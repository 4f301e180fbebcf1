import { checkCharacters } from './checks/characters.ts'
import { checkCmsForm } from './checks/cmsForm.ts'
import { checkCodeNames } from './checks/codeNames.ts'
import { checkContinuations } from './checks/continuations.ts'
import { checkDataFiles } from './checks/dataFiles.ts'
import { checkDuplicates } from './checks/duplicates.ts'
import { checkLinks } from './checks/links.ts'
import { checkMdx } from './checks/mdx.ts'
import { checkNamedEntries } from './checks/namedEntries.ts'
import { checkNotices } from './checks/notices.ts'
import { checkPages } from './checks/pages.ts'
import { checkPhotos } from './checks/photos.ts'
import { checkPlaceholders } from './checks/placeholders.ts'
import { checkReferences } from './checks/references.ts'
import { checkRenamedIds } from './checks/renamedIds.ts'
import { checkSamples } from './checks/samples.ts'
import { checkSiteNotices } from './checks/siteNotices.ts'
import { checkStructure } from './checks/structure.ts'
import { checkSvgFiles } from './checks/svgFiles.ts'
import { checkTemplate } from './checks/template.ts'
import { checkTextFields, inDataFile } from './textFields.ts'
import { checkVisitTypeHours } from './checks/visitTypeHours.ts'
import { checkWords } from './checks/words.ts'
import { buildDate } from '../data/notices.ts'
import { sortProblems, type Problem } from './problem.ts'
import { readSite, type Site } from './site.ts'

/**
 * The one list of checks behind `npm run check`, `npm run build` and
 * `npm run dev`: everything an editor can break, in the order they depend on
 * each other (data first: the pages' props are checked against it; the FAQ's
 * answers are read from it as page text before any check of the text; the MDX
 * check parses the pages and collects their ids for the link check).
 */
export const checks: ((site: Site, today: string) => Problem[])[] = [
  checkSvgFiles, checkDataFiles, checkPages, checkPlaceholders, checkReferences, checkRenamedIds, checkVisitTypeHours, checkNotices, checkTextFields, checkCharacters, checkMdx, checkStructure,
  checkCodeNames, checkNamedEntries,
  // Before the link check: each marks the addresses it reported on, which the link check then leaves alone.
  checkSiteNotices, checkPhotos, checkLinks, checkContinuations, checkWords, checkDuplicates, checkSamples, checkTemplate,
]

/**
 * Every problem of the site below `root`, ordered by file and line. With
 * `compile` (the build's check), each page's compiled module is kept for the
 * build, which then compiles no page a second time.
 */
export function runChecks(root: string, today = buildDate(), { compile = false } = {}): Problem[] {
  const site = { ...readSite(root), compile }
  // An FAQ answer's problems, found in it as in a page's text, stand at its lines of faq.yaml.
  const problems = inDataFile(checks.flatMap((check) => check(site, today)), site.texts)
  // The editor's layout matters once a file is right: one mistake gives one line.
  const layout = checkCmsForm(site, new Set(problems.map((problem) => problem.file)))
  return sortProblems([...problems, ...layout])
}
