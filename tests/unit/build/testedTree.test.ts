import { describe, expect, test } from 'vitest'
import { testedBy, testedTreeArtifact } from '../../../lib/build/testedTree.ts'
import { testedTree } from '../../../scripts/testedTree.ts'

const tree = 'a'.repeat(40)
const commit = 'c'.repeat(40)
const REPO_ID = 7

interface FakeArtifact {
  name?: string
  expired?: boolean
  run?: number
  headRepository?: number
}

/** GitHub's REST API as far as the lookup reads it: a commit, the artifacts by name, and runs by id with their workflow file. */
function fakeApi(artifacts: FakeArtifact[], runs: Record<number, string>, status = 200) {
  const asked: string[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    asked.push(url)
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token')
    const path = new URL(url).pathname + new URL(url).search
    const json = (body: unknown) => new Response(JSON.stringify(body), { status })
    if (path === `/repos/o/r/git/commits/${commit}`) return json({ sha: commit, tree: { sha: tree } })
    if (path === `/repos/o/r/actions/artifacts?name=${testedTreeArtifact(tree)}&per_page=100`)
      return json({
        artifacts: artifacts.map((artifact) => ({
          name: artifact.name ?? testedTreeArtifact(tree),
          expired: artifact.expired ?? false,
          workflow_run: { id: artifact.run ?? 1, repository_id: REPO_ID, head_repository_id: artifact.headRepository ?? REPO_ID },
        })),
      })
    const run = /^\/repos\/o\/r\/actions\/runs\/(\d+)$/.exec(path)
    if (run && runs[Number(run[1])]) return json({ id: Number(run[1]), path: runs[Number(run[1])] })
    return new Response('{}', { status: 404 })
  }) as typeof globalThis.fetch
  return { access: { repository: 'o/r', token: 'token', api: 'https://api.example', fetch }, asked }
}

describe('testedBy: a passing check recorded this exact tree', () => {
  test('an artifact of the pull-request check or a deploy gate counts', async () => {
    expect(await testedBy(tree, fakeApi([{ run: 5 }], { 5: '.github/workflows/pull-request.yml' }).access)).toEqual({
      runId: 5,
      workflow: '.github/workflows/pull-request.yml',
    })
    expect(await testedBy(tree, fakeApi([{ run: 6 }], { 6: '.github/workflows/deploy-nginx.yml@refs/heads/main' }).access)).toMatchObject({ runId: 6 })
  })

  test.each<[string, FakeArtifact[], Record<number, string>]>([
    ['no artifact', [], {}],
    ['an expired one', [{ expired: true }], { 1: '.github/workflows/pull-request.yml' }],
    ["a fork's pull request (its own copy of the workflow could record anything)", [{ headRepository: 99 }], { 1: '.github/workflows/pull-request.yml' }],
    ['another workflow', [{}], { 1: '.github/workflows/other.yml' }],
    ['another name (the API matches names loosely)', [{ name: testedTreeArtifact(tree).toUpperCase() }], { 1: '.github/workflows/pull-request.yml' }],
  ])('%s does not', async (_name, artifacts, runs) => {
    expect(await testedBy(tree, fakeApi(artifacts, runs).access)).toBeUndefined()
  })

  test('a value that is not a SHA is refused before any request', async () => {
    const { access, asked } = fakeApi([], {})
    await expect(testedBy('../../x', access)).rejects.toThrow(/not a tree SHA/)
    expect(asked).toEqual([])
  })
})

describe('scripts/testedTree.ts: any doubt is "not tested", so the tests run', () => {
  const env = { GITHUB_REPOSITORY: 'o/r', GITHUB_TOKEN: 'token' }
  test('no commit (a first push has none before it)', async () => {
    expect(await testedTree('0'.repeat(40), env)).toMatchObject({ tested: false })
    expect(await testedTree('', env)).toMatchObject({ tested: false })
  })
  test('an API that answers with an error', async () => {
    const original = globalThis.fetch
    globalThis.fetch = fakeApi([{}], { 1: '.github/workflows/pull-request.yml' }, 403).access.fetch
    try {
      expect(await testedTree(commit, env)).toMatchObject({ tested: false, why: expect.stringMatching(/^could not ask GitHub: .*HTTP 403/) })
    } finally {
      globalThis.fetch = original
    }
  })
  test('a tested commit', async () => {
    const original = globalThis.fetch
    globalThis.fetch = fakeApi([{}], { 1: '.github/workflows/pull-request.yml' }).access.fetch
    try {
      expect(await testedTree(commit, env)).toMatchObject({ tree, tested: true })
    } finally {
      globalThis.fetch = original
    }
  })
})
