import { createHash } from 'node:crypto'
import type { Page, Route } from 'playwright-core'

/**
 * A stand-in for GitHub's API (api.github.com, REST and GraphQL), installed in
 * one page with Playwright's page.route, for driving the browser editor's
 * editorial workflow offline. It answers exactly the requests Sveltia CMS 0.221
 * makes to sign in with a token, load a repository, list the pull requests of
 * its workflow, read their checks and merge one
 * (src/lib/services/backends/git/github/ in the package's source map); anything
 * else is answered 404 and listed in `unexpected`, so a newer CMS that asks for
 * more fails the test with the request named rather than timing out.
 * Branch protection is modelled as GitHub enforces it: a merge is refused (405)
 * until the pull request's required check has passed.
 */
export type CheckState = 'queued' | 'in_progress' | 'success' | 'failure'

export interface FakePullRequest {
  number: number
  /** The CMS's branch, `cms/<collection>/<entry>` (the entry is a data file's name). */
  branch: string
  title: string
  /** The CMS's status label, e.g. `sveltia-cms/pending_publish` (Gotowe do publikacji). */
  label: string
  /** The files the pull request changes: path → new text. */
  files: Record<string, string>
  /** The state of the required check on the pull request's head commit. */
  check: CheckState
  /** Other check runs and commit statuses on the head commit, which the editor must not follow instead. */
  otherChecks?: { name: string; state: CheckState }[]
  otherStatuses?: { context: string; state: 'SUCCESS' | 'PENDING' | 'FAILURE'; targetUrl: string }[]
}

const sha = (text: string) => createHash('sha1').update(text).digest('hex')
const user = { id: 4242, login: 'rejestracja', name: 'Rejestracja Przychodni', email: null, avatar_url: '', html_url: 'https://github.com/rejestracja' }

export class FakeGitHub {
  /** Requests no handler knew, as "METHOD path". */
  readonly unexpected: string[] = []
  /** Merge requests, as the pull request's number and GitHub's answer. */
  readonly mergeAttempts: { number: number; status: number }[] = []
  private files: Map<string, string>
  private head: string

  constructor(
    files: Record<string, string>,
    private pullRequests: FakePullRequest[],
    private readonly repo: { owner: string; name: string; requiredCheck: string },
  ) {
    this.files = new Map(Object.entries(files))
    this.head = sha(`main ${Date.now()}`)
  }

  /** The pull requests still open. */
  get open(): FakePullRequest[] {
    return this.pullRequests
  }

  async install(page: Page): Promise<void> {
    await page.route('https://api.github.com/**', (route) => this.answer(route))
    // The CMS asks GitHub's status page whether GitHub has an incident.
    await page.route('https://www.githubstatus.com/**', (route) => route.fulfill({ json: { status: { indicator: 'none' } } }))
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request()
    const url = new URL(request.url())
    const method = request.method()
    const repoPath = `/repos/${this.repo.owner}/${this.repo.name}`
    const path = url.pathname
    if (method === 'POST' && path === '/graphql') {
      const { query, variables } = request.postDataJSON() as { query: string; variables: Record<string, unknown> }
      const data = this.graphql(query, variables)
      if (data) return route.fulfill({ json: { data } })
      this.unexpected.push(`GraphQL ${query.slice(0, 400)}`)
      return route.fulfill({ json: { data: null, errors: [{ message: 'Not handled by the stand-in for GitHub' }] } })
    } else if (method === 'GET' && path === '/user') {
      return route.fulfill({ json: user })
    } else if (method === 'GET' && path === `${repoPath}/collaborators/${user.login}`) {
      return route.fulfill({ status: 204 })
    } else if (method === 'GET' && path.startsWith(`${repoPath}/git/trees/`)) {
      const tree = [...this.files].map(([file, text]) => ({ path: file, mode: '100644', type: 'blob', sha: sha(text), size: Buffer.byteLength(text) }))
      return route.fulfill({ json: { sha: this.head, tree, truncated: false } })
    } else if (method === 'PUT' && /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/merge$/.test(path) && path.startsWith(repoPath)) {
      return this.merge(route, Number(path.split('/')[5]))
    } else if (method === 'DELETE' && path.startsWith(`${repoPath}/git/refs/heads/`)) {
      return route.fulfill({ status: 204 })
    }
    this.unexpected.push(`${method} ${url.pathname}${url.search}`)
    return route.fulfill({ status: 404, json: { message: 'Not Found' } })
  }

  /** PUT …/pulls/{number}/merge: refused until the required check has passed, as branch protection does. */
  private merge(route: Route, number: number): Promise<void> {
    const pullRequest = this.pullRequests.find((item) => item.number === number)
    if (!pullRequest) return route.fulfill({ status: 404, json: { message: 'Not Found' } })
    if (pullRequest.check !== 'success') {
      const state = pullRequest.check === 'failure' ? 'failing' : 'in progress'
      this.mergeAttempts.push({ number, status: 405 })
      return route.fulfill({
        status: 405,
        json: { message: `Repository rule violations found\n\nRequired status check "${this.repo.requiredCheck}" is ${state}.\n\n` },
      })
    }
    for (const [file, text] of Object.entries(pullRequest.files)) this.files.set(file, text)
    this.head = sha(`merge ${number} ${this.head}`)
    this.pullRequests = this.pullRequests.filter((item) => item !== pullRequest)
    this.mergeAttempts.push({ number, status: 200 })
    return route.fulfill({ json: { sha: this.head, merged: true, message: 'Pull Request successfully merged' } })
  }

  private headOf(pullRequest: FakePullRequest): string {
    return sha(`${pullRequest.branch} ${JSON.stringify(pullRequest.files)}`)
  }

  private commitNode(oid: string) {
    const lastCommit = {
      oid: this.head,
      message: 'Zmiana',
      author: { name: user.name, email: 'rejestracja@example.org', user: { id: user.id, login: user.login } },
      committedDate: '2026-01-15T10:00:00Z',
    }
    return { oid, history: { nodes: [lastCommit] } }
  }

  /** The check runs and statuses of one commit, in GraphQL's shape. */
  private checksOf(oid: string) {
    const pullRequest = this.pullRequests.find((item) => this.headOf(item) === oid)
    const run = (name: string, state: CheckState, id: number) => ({
      name,
      status: state === 'queued' ? 'QUEUED' : state === 'in_progress' ? 'IN_PROGRESS' : 'COMPLETED',
      conclusion: state === 'success' ? 'SUCCESS' : state === 'failure' ? 'FAILURE' : null,
      detailsUrl: `https://github.com/${this.repo.owner}/${this.repo.name}/actions/runs/${id}/job/${id + 1}`,
      summary: null,
    })
    const runs = pullRequest
      ? [
          run(this.repo.requiredCheck, pullRequest.check, pullRequest.number * 100),
          ...(pullRequest.otherChecks ?? []).map((check, index) => run(check.name, check.state, pullRequest.number * 100 + 10 + index)),
        ]
      : []
    return {
      status: pullRequest?.otherStatuses?.length
        ? { contexts: pullRequest.otherStatuses.map((status) => ({ ...status, description: 'Deploy preview ready!' })) }
        : null,
      deployments: { nodes: [] },
      checkSuites: { nodes: runs.length ? [{ checkRuns: { nodes: runs } }] : [] },
    }
  }

  /** The data of one GraphQL query, or undefined for a query this stand-in does not know. */
  private graphql(query: string, variables: Record<string, unknown>): Record<string, unknown> | undefined {
    if (query.includes('pullRequests(') && query.includes('labels:')) {
      return { repository: { pullRequests: { nodes: this.pullRequests.map((item) => this.pullRequestNode(item)) } } }
    }
    if (query.includes('defaultBranchRef')) return { repository: { defaultBranchRef: { name: 'main' } } }
    // Batches: `<alias>_<n>: object(oid: "…") { … }`, `file_<n>: object(expression: "branch:path")`, `commit_<n>: ref(…)`.
    const aliases = [...query.matchAll(/(\w+_\d+):\s+(object\(oid: "([0-9a-f]+)"\)|object\(expression: "([^"]+)"\)|ref\(qualifiedName: \$branch\))/g)]
    if (aliases.length) {
      const repository: Record<string, unknown> = {}
      for (const [, alias, , oid, expression] of aliases) {
        if (alias!.startsWith('content_')) {
          const text = [...this.files.values()].find((item) => sha(item) === oid)
          repository[alias!] = text === undefined ? null : { text, isTruncated: false }
        } else if (alias!.startsWith('file_') && expression) {
          const [branch, file] = [expression.slice(0, expression.indexOf(':')), expression.slice(expression.indexOf(':') + 1)]
          const text = this.pullRequests.find((item) => item.branch === branch)?.files[file]
          repository[alias!] = text === undefined ? null : { oid: sha(text), byteSize: Buffer.byteLength(text), isBinary: false, isTruncated: false, text }
        } else if (alias!.startsWith('commit_') && oid) {
          repository[alias!] = this.checksOf(oid)
        } else if (alias!.startsWith('commit_')) {
          repository[alias!] = { target: this.commitNode(this.head) }
        } else return undefined
      }
      return { repository }
    }
    // The head of the branch (its last commit, or just its id).
    if (query.includes('ref(qualifiedName: $branch)') && variables.branch === 'main') return { repository: { ref: { target: this.commitNode(this.head) } } }
    return undefined
  }

  private pullRequestNode(pullRequest: FakePullRequest) {
    return {
      id: `PR_${pullRequest.number}`,
      number: pullRequest.number,
      title: pullRequest.title,
      url: `https://github.com/${this.repo.owner}/${this.repo.name}/pull/${pullRequest.number}`,
      isDraft: pullRequest.label.endsWith('/draft'),
      isCrossRepository: false,
      createdAt: '2026-01-15T10:00:00Z',
      updatedAt: '2026-01-15T10:05:00Z',
      headRefName: pullRequest.branch,
      headRefOid: this.headOf(pullRequest),
      author: { login: user.login, avatarUrl: '', name: user.name, email: 'rejestracja@example.org', databaseId: user.id },
      labels: { nodes: [{ name: pullRequest.label }] },
      files: { nodes: Object.keys(pullRequest.files).map((path) => ({ path, changeType: 'MODIFIED' })) },
    }
  }
}
