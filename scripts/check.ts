// `npm run check`: everything an editor can break, checked without a browser
// in seconds. One line per problem in the compiler convention
// (content/cennik.mdx:12:14: ...); exits 1 on any error, warnings only print.
// On GitHub Actions it also annotates the pull request's lines and writes a
// summary table to $GITHUB_STEP_SUMMARY.
import { appendFileSync } from 'node:fs'
import { annotation, stepSummary } from '../lib/check/githubReport.ts'
import { formatProblem } from '../lib/check/problem.ts'
import { runChecks } from '../lib/check/runChecks.ts'

const started = performance.now()
// An optional folder to check instead of this one (the tests check planted mistakes in a copy).
const problems = runChecks(process.argv[2] ?? process.cwd())
const seconds = (performance.now() - started) / 1000
const errors = problems.filter((problem) => problem.severity === 'error').length

for (const problem of problems) console.log(formatProblem(problem))
if (process.env.GITHUB_ACTIONS === 'true') {
  for (const problem of problems) console.log(annotation(problem))
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, stepSummary(problems, seconds))
}
console.log(`Sprawdzenie treści: błędy: ${errors}, uwagi: ${problems.length - errors} (${seconds.toFixed(1)} s).`)
process.exit(errors > 0 ? 1 : 0)
