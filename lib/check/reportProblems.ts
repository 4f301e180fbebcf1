import { appendFileSync } from 'node:fs'
import { annotation, stepSummary } from './githubReport.ts'
import { formatProblem, type Problem } from './problem.ts'

/**
 * Prints the check's result the one way `npm run check`, `npm run build` and
 * the pull-request workflow show it: one line per problem in the compiler
 * convention (content/cennik.mdx:12:14: ...), then the count. On GitHub
 * Actions also annotations on the pull request's lines and a table in
 * $GITHUB_STEP_SUMMARY. Returns the number of errors (warnings never stop).
 */
export function reportProblems(problems: Problem[], seconds: number, print: (line: string) => void = console.log): number {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  for (const problem of problems) print(formatProblem(problem))
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const problem of problems) print(annotation(problem))
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, stepSummary(problems, seconds))
  }
  print(`Sprawdzenie treści: błędy: ${errors}, uwagi: ${problems.length - errors} (${seconds.toFixed(1)} s).`)
  return errors
}
