import { buildDate } from '../data/notices.ts'
import { readSettings, type CheckSettings } from './checkSettings.ts'
import { excusesIn } from './excuses.ts'
import { loadSite } from './load/loadSite.ts'
import type { Site } from './site.ts'
import { at, sortProblems, type Problem } from './problem.ts'
import type { Rule } from './rule.ts'
import { rules as allRules } from './rules/index.ts'
import { inDataFile } from './textFields.ts'

interface Found extends Omit<Problem, 'severity'> {
  severity: Problem['severity'] | 'off'
}

/**
 * Every problem of the site below `root`, ordered by file and line, each with
 * its rule's id and level: what `npm run check`, `npm run build` and `npm run
 * dev` report. The loaders read the site once; each rule then reads it. With
 * `compile` (the build's check), each page's compiled module is kept for the
 * build, which then compiles no page a second time.
 */
export function runChecks(
  root: string,
  today = buildDate(),
  { compile = false, rules = allRules }: { compile?: boolean; rules?: readonly Rule[] } = {},
): Problem[] {
  return checkSite(loadSite(root, { compile }), today, rules, readSettings(root, allRules))
}

/** The rules' problems in a site already loaded, at the levels `settings` give: npm run check's, and the editor's preview's on the entry being edited. */
export function checkSite(site: Site, today: string, rules: readonly Rule[], settings: Pick<CheckSettings, 'levelOf'>): Problem[] {
  const found: Found[] = []
  // One mistake, one line: where two rules find the same spot, the one listed first speaks.
  const spots = new Map<string, Found>()
  const locked = new Set(rules.filter((rule) => rule.locked).map((rule) => rule.id))
  // A locked rule's findings at a spot another rule's error speaks for: they speak when that one stops (an excuse).
  const shadowed: Found[] = []
  const rulesFirst = rules.filter((rule) => !rule.onlyInCleanFiles)
  for (const rule of rulesFirst) {
    // An FAQ answer's findings, found in it as in a page's text, stand at its lines of faq.yaml.
    for (const finding of inDataFile(rule.run(site, today), site.texts)) {
      const problem: Found = { ...finding, rule: rule.id, severity: levelOf(rule, finding.file, settings) }
      const spot = spotOf(problem)
      // A rule the clinic switched off speaks for no spot: the next rule that finds it does.
      if (problem.severity !== 'off') {
        const holder = spots.get(spot)
        if (holder && rule.locked && !locked.has(holder.rule)) {
          // Another rule's warning (a level the clinic set) must not hide a locked rule's error.
          if (holder.severity === 'error') shadowed.push(problem)
          else found.push(problem)
          continue
        }
        if (holder) continue
        spots.set(spot, problem)
      }
      found.push(problem)
    }
  }
  const kept = excused(found, site.pages, site.dataFiles, rules)
  const errorSpots = new Set(kept.filter((problem) => problem.severity === 'error').map(spotOf))
  for (const problem of shadowed) {
    if (errorSpots.has(spotOf(problem))) continue
    kept.push(problem)
    errorSpots.add(spotOf(problem))
  }
  // The editor's layout matters once a file is right: one mistake gives one line.
  const withProblems = new Set(kept.filter((problem) => problem.severity !== 'off').map((problem) => problem.file))
  for (const rule of rules.filter((rule) => rule.onlyInCleanFiles)) {
    for (const finding of rule.run(site, today)) {
      if (!withProblems.has(finding.file)) kept.push({ ...finding, rule: rule.id, severity: levelOf(rule, finding.file, settings) })
    }
  }
  return sortProblems(kept.filter((problem): problem is Problem => problem.severity !== 'off'))
}

const spotOf = (problem: Found) => `${problem.file}:${problem.line}:${problem.column}`

/** The level of `rule`'s finding in `file`: the clinic's setting, except for a locked rule, which no setting lowers. */
const levelOf = (rule: Rule, file: string, settings: Pick<CheckSettings, 'levelOf'>) =>
  rule.locked ? rule.severity : settings.levelOf(rule.id, file, rule.severity)

/**
 * The findings an editor's excuse does not silence (lib/check/excuses.ts),
 * and each excuse that silences nothing, reported under pominiecie: a line
 * that was fixed keeps no stale excuse that would hide its next mistake. An
 * excuse never silences a locked rule (the rule pominiecie reports it).
 */
function excused(
  found: Found[],
  pages: readonly { file: string; text: string }[],
  dataFiles: readonly { file: string; text: string }[],
  rules: readonly Rule[],
): Found[] {
  const listed = new Set(rules.filter((rule) => !rule.locked).map((rule) => rule.id))
  const kept = [...found]
  const unused: Found[] = []
  for (const { file, text } of [...pages, ...dataFiles]) {
    for (const excuse of excusesIn(file, text)) {
      for (const id of excuse.rules.filter((rule) => listed.has(rule) && rule !== 'pominiecie')) {
        const silenced = kept.filter((problem) => problem.file === file && problem.rule === id && excuse.lines.includes(problem.line))
        if (silenced.length === 0) {
          const rule = rules.find((candidate) => candidate.id === id)!
          if (!rule.onlyInCleanFiles && found.every((problem) => problem.rule !== id || problem.severity !== 'off')) {
            unused.push({
              ...at(
                file,
                excuse,
                `pominięcie reguły ${id} nie jest potrzebne: ${excuse.lines.length > 1 ? `ani w tej, ani w następnej linii` : 'w tej linii'} nie ma takiego problemu`,
                'Usuń ten komentarz',
              ),
              rule: 'pominiecie',
              severity: 'error',
            })
          }
        }
        for (const problem of silenced) kept.splice(kept.indexOf(problem), 1)
      }
    }
  }
  return [...kept, ...unused]
}
