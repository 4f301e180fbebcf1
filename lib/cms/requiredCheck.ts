import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

/** The workflow that checks every pull request; its one job is the check GitHub requires before a merge. */
export const pullRequestWorkflow = '.github/workflows/pull-request.yml'

/**
 * The name of the check a pull request must pass before GitHub merges it: the
 * name of the one job of .github/workflows/pull-request.yml (GitHub names a
 * job's check after the job's `name`, or its id when it has none). Branch
 * protection requires a check by this name (docs/DEPLOYMENT.md), and the
 * browser editor shows the state of the check by this name on each change
 * (`preview_context` in lib/cms/cmsConfig.ts). Read from the workflow, so the
 * name is written in one place.
 * Undefined when the project has no such workflow: the editor then shows the
 * state of whatever the pull request reports, as the CMS chooses it.
 */
export function requiredCheckName(root: string): string | undefined {
  const path = join(root, pullRequestWorkflow)
  if (!existsSync(path)) return undefined
  const workflow = parse(readFileSync(path, 'utf8')) as { jobs?: Record<string, { name?: unknown }> }
  const jobs = Object.entries(workflow.jobs ?? {})
  // With more jobs, which of them the editor should follow is a choice the code cannot make.
  if (jobs.length !== 1) throw new Error(`${pullRequestWorkflow}: expected one job (the required check), found ${jobs.length}; see lib/cms/requiredCheck.ts`)
  const [id, job] = jobs[0]!
  return typeof job.name === 'string' ? job.name : id
}
