/**
 * Why a change's pull-request check failed, read from the check's run on
 * GitHub (issue 43): the board said only 'Sprawdzenie wykryło błędy' and the
 * worker had to find the reason on GitHub. `npm run check` prints each problem
 * as `::error file=…,line=…::message` (lib/check/githubReport.ts), which GitHub
 * keeps as the run's annotations; this reads them through the REST API with the
 * editor's own token, for every open change the editor made (its branches are
 * `cms/<collection>/<entry>`):
 *   GET /repos/{o}/{r}/pulls?state=open
 *   GET /repos/{o}/{r}/commits/{head}/check-runs?check_name={the required check}
 *   GET /repos/{o}/{r}/check-runs/{id}/annotations
 *   GET /repos/{o}/{r}/contents/{file}?ref={head}   (to name the field of a line)
 * Only the required check is read (the one the board's badge follows,
 * `preview_context`): another failing check does not stop publishing.
 */

/** A GET of GitHub's REST API by path ('/repos/…'): the parsed JSON, or the raw text with `raw`; throws unless 2xx. */
export type GitHubGet = (path: string, options?: { raw?: boolean }) => Promise<unknown>

/** One line of the check's report. */
export interface CheckLine {
  file: string
  line: number
  column?: number
  /** An error stops publishing; a warning does not. */
  error: boolean
  /** The problem and how to fix it, in Polish, without the rule's address. */
  message: string
  /** The rule's description (docs/edycja/sprawdzenie.md), when the line names it. */
  docs?: string
}

/** An open change whose required check failed, and what the check said. */
export interface FailedChange {
  pullRequest: number
  /** `cms/<collection>/<entry>` */
  branch: string
  collection: string
  entry: string
  /** The head commit the check ran on. */
  head: string
  /** The check run's page on GitHub (the way round, when the lines are not enough). */
  runUrl: string
  lines: CheckLine[]
  /** Lines the check reported about no file of the content (a failed build step, a test): said by count. */
  otherLines: number
  /** GitHub keeps only some of a run's annotations per step: whether the list may be cut (the run's page has all). */
  cut: boolean
}

interface PullRequestJson {
  number: number
  head: { ref: string; sha: string }
}
interface CheckRunJson {
  id: number
  status: string
  conclusion: string | null
  html_url: string
  completed_at?: string | null
  output?: { annotations_count?: number }
}
interface AnnotationJson {
  path: string
  start_line: number
  start_column?: number | null
  annotation_level: 'notice' | 'warning' | 'failure'
  message: string
}

/** The conclusions GitHub gives a run that did not pass (branch protection refuses a merge on each). */
const FAILED = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale'])

/** GitHub keeps at most this many error (and warning) annotations of one step. */
const KEPT_PER_STEP = 10

/** The required check's runs on `head`, newest first. */
async function runsOf(get: GitHubGet, repoPath: string, head: string, checkName: string): Promise<CheckRunJson[]> {
  const answer = (await get(`${repoPath}/commits/${head}/check-runs?check_name=${encodeURIComponent(checkName)}&filter=latest&per_page=20`)) as {
    check_runs?: CheckRunJson[]
  }
  return [...(answer.check_runs ?? [])].sort((a, b) => b.id - a.id)
}

/**
 * `message. fix (opis reguły: https://…)` → the words, and the address apart (lib/check/githubReport.ts). On
 * GitHub the address is the rule's entry in the checked commit; a bare path (a run outside GitHub) links nowhere.
 */
export function lineText(message: string): { message: string; docs?: string } {
  const match = /\s*\(opis reguły: ([^\s()]+)\)\s*$/.exec(message)
  if (!match) return { message: message.trim() }
  return { message: message.slice(0, match.index).trim(), ...(/^https:\/\//.test(match[1]!) ? { docs: match[1] } : {}) }
}

/** The open pull requests of the editor's changes (its branches are `cms/<collection>/<entry>`). */
async function editorChanges(get: GitHubGet, repoPath: string): Promise<PullRequestJson[]> {
  const open = (await get(`${repoPath}/pulls?state=open&per_page=100`)) as PullRequestJson[]
  return open.filter((pullRequest) => /^cms\/[^/]+\/.+/.test(pullRequest.head.ref))
}

/**
 * An open change whose required check has not failed: passed, under way ('running'), or with no run yet on its
 * newest save ('waiting'). The CMS badges a check under way too, but not after it was run again on the same
 * commit, nor between its own looks.
 */
export interface QuietChange {
  collection: string
  entry: string
  /** The head commit the state is of. */
  head: string
  state: 'passed' | 'running' | 'waiting'
}

/**
 * The open changes of the editor whose required check passed, or has not started on the newest save: the CMS
 * draws a badge only while the check runs and when it failed, so a card with none meant either (an editor's
 * trial of the board read a change saved a moment ago as passed, and was refused).
 */
export async function quietChanges(get: GitHubGet, repo: string, checkName: string): Promise<QuietChange[]> {
  const repoPath = `/repos/${repo}`
  const found = await Promise.all(
    (await editorChanges(get, repoPath)).map(async (pullRequest): Promise<QuietChange | undefined> => {
      const run = (await runsOf(get, repoPath, pullRequest.head.sha, checkName))[0]
      if (run?.status === 'completed' && run.conclusion !== 'success') return undefined
      const state = run === undefined ? 'waiting' : run.status === 'completed' ? 'passed' : 'running'
      const [, collection, entry] = /^cms\/([^/]+)\/(.+)$/.exec(pullRequest.head.ref)!
      return { collection: collection!, entry: entry!, head: pullRequest.head.sha, state }
    }),
  )
  return found.filter((change) => change !== undefined)
}

/** Every open change of the editor (`cms/…` branches) whose required check has failed, with its lines. */
export async function failedChanges(get: GitHubGet, repo: string, checkName: string): Promise<FailedChange[]> {
  const repoPath = `/repos/${repo}`
  const changes = await editorChanges(get, repoPath)
  const found = await Promise.all(
    changes.map(async (pullRequest): Promise<FailedChange | undefined> => {
      const run = (await runsOf(get, repoPath, pullRequest.head.sha, checkName))[0]
      if (run?.status !== 'completed' || !FAILED.has(run.conclusion ?? '')) return undefined
      const annotations = (await get(`${repoPath}/check-runs/${run.id}/annotations?per_page=100`)) as AnnotationJson[]
      // The content's files only: GitHub adds its own lines about the job ('Process completed with exit code 1').
      const content = annotations.filter((annotation) => annotation.path.startsWith('content/') && annotation.annotation_level !== 'notice')
      const lines = content.map((annotation) => ({
        file: annotation.path,
        line: annotation.start_line,
        ...(annotation.start_column ? { column: annotation.start_column } : {}),
        error: annotation.annotation_level === 'failure',
        ...lineText(annotation.message),
      }))
      const [, collection, entry] = /^cms\/([^/]+)\/(.+)$/.exec(pullRequest.head.ref)!
      const errors = lines.filter((line) => line.error).length
      return {
        pullRequest: pullRequest.number,
        branch: pullRequest.head.ref,
        collection: collection!,
        entry: entry!,
        head: pullRequest.head.sha,
        runUrl: run.html_url,
        // Errors first: they are what stops publishing.
        lines: [...lines].sort((a, b) => Number(b.error) - Number(a.error) || a.file.localeCompare(b.file) || a.line - b.line),
        // GitHub's own line on every failed job ('Process completed with exit code 1', on `.github`) is no reason.
        otherLines: annotations.filter((annotation) => !annotation.path.startsWith('content/') && !/^Process completed with exit code/.test(annotation.message))
          .length,
        cut: errors >= KEPT_PER_STEP || lines.length - errors >= KEPT_PER_STEP,
      }
    }),
  )
  return found.filter((change) => change !== undefined)
}
