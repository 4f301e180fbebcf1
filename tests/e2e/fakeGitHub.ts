import { createHash } from 'node:crypto'
import type { Page, Route } from 'playwright-core'

/**
 * A stand-in for GitHub's API (api.github.com, REST and GraphQL), installed in
 * one page with Playwright's page.route, for driving the browser editor's
 * editorial workflow offline. It answers exactly the requests Sveltia CMS 0.221
 * makes to sign in with a token, load a repository, list the pull requests of
 * its workflow, read their checks, save an entry (a branch, a commit on it, a
 * pull request with its status label), merge one, and discard one (close the
 * pull request, delete its branch)
 * (src/lib/services/backends/git/github/ in the package's source map), and
 * the REST requests /admin/'s own script makes to say why a change's check
 * failed (lib/cms/preview/checkReasons.ts: open pull requests, a commit's
 * check runs, a run's annotations, a file at a commit); anything
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
  /** The CMS's status label, e.g. `sveltia-cms/pending_publish` (Gotowe do publikacji); '' before the CMS adds one. */
  label: string
  /** GitHub's draft flag; by default, whether the label is the CMS's draft status. */
  draft?: boolean
  /** When it was opened (ISO time); by default a fixed day in January. */
  createdAt?: string
  /** The files the pull request changes: path → new text (its branch's files, the same object). */
  files: Record<string, string>
  /** The state of the required check on the pull request's head commit; 'none' before GitHub has started it (a save a moment ago). */
  check: CheckState | 'none'
  /** Other check runs and commit statuses on the head commit, which the editor must not follow instead. */
  otherChecks?: { name: string; state: CheckState }[]
  otherStatuses?: { context: string; state: 'SUCCESS' | 'PENDING' | 'FAILURE'; targetUrl: string }[]
  /** The required check's annotations, as GitHub keeps them from its run's output (`annotationsOf`). */
  annotations?: GitHubAnnotation[]
}

/** A check run's annotation in the REST API's shape (the fields /admin/ reads). */
export interface GitHubAnnotation {
  path: string
  start_line: number
  end_line: number
  start_column: number | null
  end_column: number | null
  annotation_level: 'notice' | 'warning' | 'failure'
  title: string | null
  message: string
}

/**
 * The annotations GitHub makes of a step's output: each workflow command
 * `::error file=…,line=…,col=…,title=…::message` (or ::warning, ::notice) becomes one, its
 * properties and message unescaped as GitHub's runner does (%25 %0D %0A, and %3A %2C in properties).
 */
export function annotationsOf(output: readonly string[]): GitHubAnnotation[] {
  const unescape = (text: string, property: boolean) =>
    (property ? text.replace(/%3A/g, ':').replace(/%2C/g, ',') : text).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
  const levels = { error: 'failure', warning: 'warning', notice: 'notice' } as const
  return output.flatMap((line) => {
    const match = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/s.exec(line)
    if (!match) return []
    const properties = Object.fromEntries(
      (match[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), unescape(pair.slice(pair.indexOf('=') + 1), true)]),
    )
    const start = Number(properties.line ?? 1)
    const column = properties.col ? Number(properties.col) : null
    return [
      {
        path: properties.file ?? '.github',
        start_line: start,
        end_line: Number(properties.endLine ?? start),
        start_column: column,
        end_column: column,
        annotation_level: levels[match[1] as keyof typeof levels],
        title: properties.title ?? null,
        message: unescape(match[3]!, false),
      },
    ]
  })
}

const sha = (text: string) => createHash('sha1').update(text).digest('hex')
const user = { id: 4242, login: 'rejestracja', name: 'Rejestracja Przychodni', email: null, avatar_url: '', html_url: 'https://github.com/rejestracja' }

export class FakeGitHub {
  /** Requests no handler knew, as "METHOD path". */
  readonly unexpected: string[] = []
  /** Merge requests, as the pull request's number and GitHub's answer. */
  readonly mergeAttempts: { number: number; status: number }[] = []
  /** Pull requests closed without merging, by number. */
  readonly closed: number[] = []
  /** Branches deleted, by name. */
  readonly deletedBranches: string[] = []
  private files: Map<string, string>
  private head: string
  /** Branches besides main: their head commit and the files they change (path → text). */
  private branches = new Map<string, { head: string; files: Record<string, string> }>()

  constructor(
    files: Record<string, string>,
    private pullRequests: FakePullRequest[],
    private readonly repo: { owner: string; name: string; requiredCheck: string },
  ) {
    this.files = new Map(Object.entries(files))
    this.head = sha(`main ${Date.now()}`)
    for (const item of pullRequests) this.branches.set(item.branch, { head: sha(`${item.branch} ${JSON.stringify(item.files)}`), files: item.files })
  }

  /** The pull requests still open. */
  get open(): FakePullRequest[] {
    return this.pullRequests
  }

  /** A file's text on main (what the site is built from), or undefined. */
  onMain(path: string): string | undefined {
    return this.files.get(path)
  }

  /** The names of the branches besides main. */
  get branchNames(): string[] {
    return [...this.branches.keys()]
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
      const mutation = this.mutation(query, variables)
      if (mutation?.error) return route.fulfill({ json: { data: null, errors: [{ type: 'UNPROCESSABLE', message: mutation.error }] } })
      const data = mutation?.data ?? this.graphql(query, variables)
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
      return this.deleteBranch(route, decodeURI(path.slice(`${repoPath}/git/refs/heads/`.length)))
    } else if (method === 'POST' && path === `${repoPath}/pulls`) {
      return this.createPullRequest(route, request.postDataJSON() as { title: string; head: string; base: string; draft?: boolean })
    } else if (method === 'PATCH' && /^\/pulls\/\d+$/.test(path.slice(repoPath.length)) && path.startsWith(repoPath)) {
      return this.updatePullRequest(route, Number(path.split('/')[5]), request.postDataJSON() as { state?: string })
    } else if (method === 'POST' && /^\/issues\/\d+\/labels$/.test(path.slice(repoPath.length)) && path.startsWith(repoPath)) {
      return this.addLabels(route, Number(path.split('/')[5]), (request.postDataJSON() as { labels: string[] }).labels)
    } else if (method === 'GET' && path === `${repoPath}/pulls`) {
      // The open pull requests (only `state=open` is modelled).
      if (url.searchParams.get('state') !== 'open') this.unexpected.push(`GET ${path}${url.search}`)
      return route.fulfill({ json: this.pullRequests.map((item) => this.pullRequestJson(item, 'open')) })
    } else if (method === 'GET' && /^\/commits\/[0-9a-f]{40}\/check-runs$/.test(path.slice(repoPath.length)) && path.startsWith(repoPath)) {
      return route.fulfill({ json: this.checkRunsJson(path.split('/')[5]!, url.searchParams.get('check_name')) })
    } else if (method === 'GET' && /^\/check-runs\/\d+\/annotations$/.test(path.slice(repoPath.length)) && path.startsWith(repoPath)) {
      const id = Number(path.split('/')[5])
      const pullRequest = this.pullRequests.find((item) => item.number * 100 === id)
      return route.fulfill({ json: pullRequest?.check === 'failure' || pullRequest?.check === 'success' ? (pullRequest.annotations ?? []) : [] })
    } else if (method === 'GET' && path.startsWith(`${repoPath}/contents/`)) {
      return this.contents(route, decodeURIComponent(path.slice(`${repoPath}/contents/`.length)), url.searchParams.get('ref'), request.headers().accept ?? '')
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

  /** DELETE …/git/refs/heads/{branch}: 204, or 422 "Reference does not exist" as GitHub answers for a branch that is not there. */
  private deleteBranch(route: Route, branch: string): Promise<void> {
    if (!this.branches.delete(branch)) return route.fulfill({ status: 422, json: { message: 'Reference does not exist' } })
    this.deletedBranches.push(branch)
    return route.fulfill({ status: 204 })
  }

  /** POST …/pulls: a pull request from a branch of this repository into main, with no label yet (201). */
  private createPullRequest(route: Route, body: { title: string; head: string; base: string; draft?: boolean }): Promise<void> {
    const branch = this.branches.get(body.head)
    if (body.base !== 'main' || !branch || Object.keys(branch.files).length === 0)
      return route.fulfill({ status: 422, json: { message: 'Validation Failed', errors: [{ resource: 'PullRequest', code: 'invalid', field: 'head' }] } })
    if (this.pullRequests.some((item) => item.branch === body.head))
      return route.fulfill({ status: 422, json: { message: `Validation Failed: A pull request already exists for ${this.repo.owner}:${body.head}.` } })
    const number = Math.max(0, ...this.closed, ...this.mergeAttempts.map((item) => item.number), ...this.pullRequests.map((item) => item.number)) + 1
    // A new pull request's required check starts at once (the workflow runs on `pull_request`).
    const pullRequest: FakePullRequest = {
      number,
      branch: body.head,
      title: body.title,
      label: '',
      draft: body.draft ?? false,
      files: branch.files,
      check: 'in_progress',
      createdAt: new Date().toISOString(),
    }
    this.pullRequests = [...this.pullRequests, pullRequest]
    return route.fulfill({ status: 201, json: this.pullRequestJson(pullRequest, 'open') })
  }

  /** PATCH …/pulls/{number}: only `state: "closed"` (discarding a change) is modelled. */
  private updatePullRequest(route: Route, number: number, body: { state?: string }): Promise<void> {
    const pullRequest = this.pullRequests.find((item) => item.number === number)
    if (!pullRequest) return route.fulfill({ status: 404, json: { message: 'Not Found' } })
    if (body.state !== 'closed' || Object.keys(body).length !== 1) {
      this.unexpected.push(`PATCH pulls/${number} ${JSON.stringify(body)}`)
      return route.fulfill({ status: 422, json: { message: 'Not handled by the stand-in for GitHub' } })
    }
    this.pullRequests = this.pullRequests.filter((item) => item !== pullRequest)
    this.closed.push(number)
    return route.fulfill({ json: this.pullRequestJson(pullRequest, 'closed') })
  }

  /** POST …/issues/{number}/labels: adds labels to a pull request; answers the labels it then has. */
  private addLabels(route: Route, number: number, labels: string[]): Promise<void> {
    const pullRequest = this.pullRequests.find((item) => item.number === number)
    if (!pullRequest) return route.fulfill({ status: 404, json: { message: 'Not Found' } })
    // This stand-in holds one label per pull request: the CMS's status.
    if (labels.length !== 1) this.unexpected.push(`POST issues/${number}/labels ${JSON.stringify(labels)}`)
    pullRequest.label = labels.at(-1) ?? pullRequest.label
    return route.fulfill({ json: [{ id: 1, node_id: 'LA_1', name: pullRequest.label, color: 'ededed', default: false }] })
  }

  /** GET …/commits/{sha}/check-runs: the runs of the pull request with that head (its required check's id is its number × 100). */
  private checkRunsJson(head: string, name: string | null) {
    const pullRequest = this.pullRequests.find((item) => this.headOf(item) === head)
    const run = (checkName: string, state: CheckState, id: number, annotations: number) => ({
      id,
      name: checkName,
      head_sha: head,
      status: state === 'queued' ? 'queued' : state === 'in_progress' ? 'in_progress' : 'completed',
      conclusion: state === 'success' ? 'success' : state === 'failure' ? 'failure' : null,
      html_url: `https://github.com/${this.repo.owner}/${this.repo.name}/runs/${id}`,
      output: { annotations_count: annotations },
    })
    const required =
      !pullRequest || pullRequest.check === 'none'
        ? []
        : [run(this.repo.requiredCheck, pullRequest.check, pullRequest.number * 100, pullRequest.annotations?.length ?? 0)]
    const runs = pullRequest
      ? [...required, ...(pullRequest.otherChecks ?? []).map((check, index) => run(check.name, check.state, pullRequest.number * 100 + 10 + index, 0))].filter(
          (each) => name === null || each.name === name,
        )
      : []
    return { total_count: runs.length, check_runs: runs }
  }

  /** GET …/contents/{path}?ref={sha}: a file at a pull request's head (or main's), raw or as JSON. */
  private contents(route: Route, file: string, ref: string | null, accept: string): Promise<void> {
    const pullRequest = this.pullRequests.find((item) => this.headOf(item) === ref)
    const text = pullRequest?.files[file] ?? (ref === null || ref === this.head || pullRequest ? this.files.get(file) : undefined)
    if (text === undefined) return route.fulfill({ status: 404, json: { message: 'Not Found' } })
    if (accept.includes('raw')) return route.fulfill({ body: text, contentType: 'application/vnd.github.raw+json; charset=utf-8' })
    return route.fulfill({ json: { type: 'file', path: file, sha: sha(text), encoding: 'base64', content: Buffer.from(text).toString('base64') } })
  }

  /** A pull request in the REST API's shape (the fields the CMS reads). */
  private pullRequestJson(pullRequest: FakePullRequest, state: 'open' | 'closed') {
    return {
      number: pullRequest.number,
      node_id: `PR_${pullRequest.number}`,
      title: pullRequest.title,
      state,
      draft: this.isDraft(pullRequest),
      html_url: `https://github.com/${this.repo.owner}/${this.repo.name}/pull/${pullRequest.number}`,
      head: { ref: pullRequest.branch, sha: this.headOf(pullRequest) },
      base: { ref: 'main', sha: this.head },
      labels: pullRequest.label ? [{ name: pullRequest.label }] : [],
      merged: false,
      created_at: pullRequest.createdAt ?? '2026-01-15T10:00:00Z',
      updated_at: pullRequest.createdAt ?? '2026-01-15T10:05:00Z',
    }
  }

  private isDraft(pullRequest: FakePullRequest): boolean {
    return pullRequest.draft ?? pullRequest.label.endsWith('/draft')
  }

  private headOf(pullRequest: FakePullRequest): string {
    return this.branches.get(pullRequest.branch)?.head ?? sha(`${pullRequest.branch} ${JSON.stringify(pullRequest.files)}`)
  }

  /** The createRef mutation: a new branch at `oid`; GitHub's error when the branch exists. */
  private createRef(input: { name: string; oid: string }): { data?: Record<string, unknown>; error?: string } {
    const branch = input.name.replace(/^refs\/heads\//, '')
    if (this.branches.has(branch)) return { error: `A ref named "${input.name}" already exists in the repository.` }
    if (input.oid !== this.head) return { error: `Could not resolve to a commit with oid ${input.oid}` }
    this.branches.set(branch, { head: input.oid, files: {} })
    return { data: { createRef: { ref: { name: input.name } } } }
  }

  /**
   * The createCommitOnBranch mutation on a branch besides main: refused unless the branch's head is
   * `expectedHeadOid`, as GitHub does; answers the commit with the new files' ids asked for as `file_<n>`.
   */
  private createCommit(
    query: string,
    input: {
      branch: { repositoryNameWithOwner: string; branchName: string }
      expectedHeadOid: string
      fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
    },
  ): { data?: Record<string, unknown>; error?: string } {
    const branch = this.branches.get(input.branch.branchName)
    if (input.branch.repositoryNameWithOwner !== `${this.repo.owner}/${this.repo.name}` || !branch)
      return { error: `Could not resolve to a Ref "${input.branch.branchName}".` }
    if (branch.head !== input.expectedHeadOid) return { error: `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.` }
    if (input.fileChanges.deletions?.length) return { error: 'Deletions are not handled by the stand-in for GitHub' }
    for (const { path, contents } of input.fileChanges.additions ?? []) branch.files[path] = Buffer.from(contents, 'base64').toString('utf8')
    branch.head = sha(`${input.branch.branchName} ${branch.head} ${JSON.stringify(branch.files)}`)
    const commit: Record<string, unknown> = { oid: branch.head, committedDate: new Date().toISOString() }
    for (const [, alias, path] of query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)) {
      const text = branch.files[JSON.parse(path!) as string]
      commit[alias!] = text === undefined ? null : { oid: sha(text) }
    }
    return { data: { createCommitOnBranch: { commit } } }
  }

  private commitNode(oid: string) {
    const lastCommit = {
      oid,
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
          ...(pullRequest.check === 'none' ? [] : [run(this.repo.requiredCheck, pullRequest.check, pullRequest.number * 100)]),
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

  /** The answer to a GraphQL mutation this stand-in knows, or undefined for a query. */
  private mutation(query: string, variables: Record<string, unknown>): { data?: Record<string, unknown>; error?: string } | undefined {
    if (!query.trimStart().startsWith('mutation')) return undefined
    if (query.includes('createRef(')) return this.createRef(variables.input as { name: string; oid: string })
    if (query.includes('createCommitOnBranch(')) return this.createCommit(query, variables.input as Parameters<FakeGitHub['createCommit']>[1])
    return undefined
  }

  /** The data of one GraphQL query, or undefined for a query this stand-in does not know. */
  private graphql(query: string, variables: Record<string, unknown>): Record<string, unknown> | undefined {
    if (query.includes('pullRequests(') && query.includes('labels:')) {
      // Only the pull requests carrying one of the asked labels, as GitHub filters them.
      const labels = JSON.parse(/labels: (\[[^\]]*\])/.exec(query)![1]!) as string[]
      const nodes = this.pullRequests.filter((item) => labels.includes(item.label)).map((item) => this.pullRequestNode(item))
      return { repository: { pullRequests: { nodes } } }
    }
    // Whether a branch has an open pull request (before the CMS reuses a branch left behind).
    if (query.includes('pullRequests(headRefName: $branch')) {
      const totalCount = this.pullRequests.filter((item) => item.branch === variables.branch).length
      return { repository: { pullRequests: { totalCount } } }
    }
    // Where a new branch starts: the repository's id and main's head.
    if (query.includes('fork: repository(') && query.includes('base: repository(')) {
      const known = variables.forkOwner === this.repo.owner && variables.forkRepo === this.repo.name && variables.owner === this.repo.owner
      return {
        fork: known ? { id: 'R_stand_in' } : null,
        base: known && variables.repo === this.repo.name ? { ref: variables.branch === 'main' ? { target: { oid: this.head } } : null } : null,
      }
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
          const text = this.branches.get(branch)?.files[file]
          repository[alias!] = text === undefined ? null : { oid: sha(text), byteSize: Buffer.byteLength(text), isBinary: false, isTruncated: false, text }
        } else if (alias!.startsWith('commit_') && oid) {
          repository[alias!] = this.checksOf(oid)
        } else if (alias!.startsWith('commit_')) {
          repository[alias!] = { target: this.commitNode(this.head) }
        } else return undefined
      }
      return { repository }
    }
    // The head of a branch (its last commit, or just its id).
    if (query.includes('ref(qualifiedName: $branch)') && variables.branch === 'main') return { repository: { ref: { target: this.commitNode(this.head) } } }
    const branch = this.branches.get(String(variables.branch))
    if (query.includes('ref(qualifiedName: $branch)') && branch) return { repository: { ref: { target: this.commitNode(branch.head) } } }
    return undefined
  }

  private pullRequestNode(pullRequest: FakePullRequest) {
    return {
      id: `PR_${pullRequest.number}`,
      number: pullRequest.number,
      title: pullRequest.title,
      url: `https://github.com/${this.repo.owner}/${this.repo.name}/pull/${pullRequest.number}`,
      isDraft: this.isDraft(pullRequest),
      isCrossRepository: false,
      createdAt: pullRequest.createdAt ?? '2026-01-15T10:00:00Z',
      updatedAt: pullRequest.createdAt ?? '2026-01-15T10:05:00Z',
      headRefName: pullRequest.branch,
      headRefOid: this.headOf(pullRequest),
      author: { login: user.login, avatarUrl: '', name: user.name, email: 'rejestracja@example.org', databaseId: user.id },
      labels: { nodes: [{ name: pullRequest.label }] },
      files: { nodes: Object.keys(pullRequest.files).map((path) => ({ path, changeType: this.files.has(path) ? 'MODIFIED' : 'ADDED' })) },
    }
  }
}
