/**
 * Whether a passing check already tested a tree (a commit's exact files), so
 * a deploy of that tree need not run the tests again, and a content-only
 * change on top of it needs only the content gate.
 *
 * A run that passed its tests records the tree it tested as an artifact named
 * `tested-tree-<tree SHA>` (pull-request.yml after `npm test` or the content
 * gate, the deploys after their gate). GitHub keeps it for its retention
 * days; an expired one counts as never made, and the tests run again.
 */

export const testedTreeArtifact = (tree: string) => `tested-tree-${tree}`

/** The only workflows whose record counts: each uploads it after its tests, in the same job. */
export const testingWorkflows = ['.github/workflows/pull-request.yml', '.github/workflows/deploy.yml', '.github/workflows/deploy-nginx.yml']

export interface GitHubAccess {
  /** owner/name, as $GITHUB_REPOSITORY */
  repository: string
  /** A token with `contents: read` and `actions: read`: the job's GITHUB_TOKEN. */
  token: string
  api?: string
  fetch?: typeof fetch
}

async function get(path: string, access: GitHubAccess): Promise<unknown> {
  const response = await (access.fetch ?? fetch)(`${access.api ?? 'https://api.github.com'}/repos/${access.repository}${path}`, {
    headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${access.token}`, 'x-github-api-version': '2022-11-28' },
  })
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`)
  return response.json()
}

/** The tree of a commit. */
export async function treeOf(commit: string, access: GitHubAccess): Promise<string> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`not a commit SHA: ${JSON.stringify(commit)}`)
  const { tree } = (await get(`/git/commits/${commit}`, access)) as { tree: { sha: string } }
  return tree.sha
}

interface Artifact {
  name: string
  expired: boolean
  workflow_run?: { id: number; repository_id: number; head_repository_id: number }
}

/**
 * The run that recorded `tree` as tested, or undefined. Counted only: an
 * unexpired artifact of exactly that name, from a run of this repository's
 * own branches (a fork's pull request runs its own copy of the workflow, which
 * could record anything) and of one of the testing workflows.
 */
export async function testedBy(tree: string, access: GitHubAccess): Promise<{ runId: number; workflow: string } | undefined> {
  if (!/^[0-9a-f]{40}$/.test(tree)) throw new Error(`not a tree SHA: ${JSON.stringify(tree)}`)
  const name = testedTreeArtifact(tree)
  const { artifacts } = (await get(`/actions/artifacts?name=${name}&per_page=100`, access)) as { artifacts: Artifact[] }
  for (const artifact of artifacts) {
    const run = artifact.workflow_run
    if (artifact.name !== name || artifact.expired || !run || run.repository_id !== run.head_repository_id) continue
    const { path } = (await get(`/actions/runs/${run.id}`, access)) as { path: string }
    // The path may carry the ref it ran from ("….yml@refs/heads/main").
    const workflow = path.split('@')[0]!
    if (testingWorkflows.includes(workflow)) return { runId: run.id, workflow }
  }
  return undefined
}
