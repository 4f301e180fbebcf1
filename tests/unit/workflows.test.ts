// The GitHub workflows, checked offline: the maintained validator
// (@action-validator/core, SchemaStore's workflow schema) finds misspelt keys,
// missing `runs-on` and wrong values before GitHub would reject the file on a
// push; the assertions below pin down what the workflows must do for this site.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateWorkflow } from '@action-validator/core'
import { isScalar, parse, parseDocument, visit } from 'yaml'
import { describe, expect, test } from 'vitest'
import { warsawDate } from '../../lib/data/warsawDate.ts'

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
type Permissions = string | Record<string, string>
interface Job {
  'runs-on'?: string
  permissions?: Permissions
  needs?: string | string[]
  environment?: { name: string; url?: string }
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Permissions
  concurrency: { group: string; 'cancel-in-progress': boolean }
  jobs: Record<string, Job>
}

/** The validator's errors as readable lines, one-of branches included. */
function errors(source: string): string[] {
  type Error = { path?: string; title: string; detail?: string; states?: { errors: Error[] }[] }
  const lines = (list: Error[]): string[] =>
    list.flatMap((error) => [
      `${error.path ?? ''}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`,
      ...(error.states ?? []).flatMap((state) => lines(state.errors)),
    ])
  return lines(validateWorkflow(source).errors as Error[])
}

const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps)
const runs = (workflow: Workflow) => steps(workflow).flatMap((step) => (step.run ? step.run.split('\n').map((line) => line.trim()) : []))
const uses = (workflow: Workflow, action: string) => steps(workflow).filter((step) => step.uses?.split('@')[0] === action)

describe.each(['pull-request.yml', 'deploy.yml', 'deploy-nginx.yml'])('.github/workflows/%s', (file) => {
  const source = read(`.github/workflows/${file}`)

  test('is valid against the workflow schema', () => {
    expect(errors(source)).toEqual([])
  })

  test('installs exactly what the lock file says, on Node 24', () => {
    const workflow = parse(source) as Workflow
    expect(runs(workflow)).toContain('npm ci')
    expect(uses(workflow, 'actions/setup-node')[0]?.with).toMatchObject({ 'node-version': 24, cache: 'npm' })
  })
})

// Node 20 reached its end of life in April 2026; 24 is the current LTS.
const OLDEST_NODE = 24

/** Every Node version a workflow names: setup-node's node-version (matrices included) and NODE_VERSION anywhere. */
function nodeVersions(value: unknown, key = ''): string[] {
  if (['node-version', 'NODE_VERSION'].includes(key)) return (Array.isArray(value) ? value : [value]).map(String)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => nodeVersions(item, name))
  return []
}
/** Versions below OLDEST_NODE, or that name no major version at all (e.g. "lts/*", which moves). */
const tooOld = (versions: string[]) => versions.filter((version) => !(Number(/^v?(\d+)/.exec(version)?.[1]) >= OLDEST_NODE))

describe(`no workflow names a Node version below ${OLDEST_NODE}`, () => {
  const files = readdirSync(join(root, '.github/workflows')).filter((file) => /\.ya?ml$/.test(file))

  test.each(files)('%s', (file) => {
    const versions = nodeVersions(parse(read(`.github/workflows/${file}`)))
    expect(versions.length).toBeGreaterThan(0)
    expect(tooOld(versions)).toEqual([])
  })

  test('the check sees an old version, in a matrix or as NODE_VERSION too', () => {
    expect(tooOld(nodeVersions(parse(read('.github/workflows/deploy.yml').replace('node-version: 24', 'node-version: 20'))))).toEqual(['20'])
    expect(tooOld(nodeVersions({ jobs: { a: { strategy: { matrix: { 'node-version': [24, '22.x'] } } } } }))).toEqual(['22.x'])
    expect(tooOld(nodeVersions({ env: { NODE_VERSION: 'lts/*' } }))).toEqual(['lts/*'])
  })

  test('netlify.toml builds on it too', () => {
    expect(tooOld([/^\s*NODE_VERSION = "([^"]+)"$/m.exec(read('netlify.toml'))![1]!])).toEqual([])
  })
})

// Least privilege: the jobs that run the dependencies' code (npm ci, the build,
// the tests) can neither publish nor push, keep no token on disk, and run only
// action code fixed by commit (a tag can be moved to other code, a commit cannot).
const DEPLOY_JOB = 'deploy'
/** What deploy.yml's deploy job alone may write: Pages, and the OIDC token that proves where a deployment comes from. */
const DEPLOY_WRITES = ['id-token', 'pages']

/** The scopes a job's `permissions` grant write to; none when it has none of its own (it inherits the workflow's, checked apart). */
function writes(permissions: Permissions | undefined): string[] {
  if (typeof permissions === 'string') return permissions === 'read-all' ? [] : [permissions]
  return Object.entries(permissions ?? {}).flatMap(([scope, level]) => (level === 'write' ? [scope] : []))
}

/** Every way a workflow breaks those rules, one readable line each; [] when it keeps them. */
function privilegeProblems(source: string, file: string): string[] {
  const problems: string[] = []
  // parse() drops comments; the document keeps the one after each `uses:`, where the version is named.
  visit(parseDocument(source), {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return
      const action = String(pair.value.value)
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(action)) problems.push(`${action}: not pinned to a full commit SHA`)
      else if (!/^ v\d+(\.\d+)*$/.test(pair.value.comment ?? '')) problems.push(`${action}: no "# vX.Y.Z" comment after it`)
    },
  })
  const workflow = parse(source) as Workflow
  const top = JSON.stringify(workflow.permissions)
  if (top !== JSON.stringify({ contents: 'read' })) problems.push(`workflow permissions ${top}, not {"contents":"read"}`)
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const allowed = file === 'deploy.yml' && name === DEPLOY_JOB ? DEPLOY_WRITES : []
    for (const scope of writes(job.permissions))
      if (!allowed.includes(scope)) problems.push(`job ${name}: ${scope === 'write-all' ? scope : `${scope}: write`}`)
    for (const step of job.steps ?? []) {
      if (step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
        problems.push(`job ${name}: checkout without persist-credentials: false`)
    }
  }
  return problems
}

describe('least privilege', () => {
  const files = readdirSync(join(root, '.github/workflows')).filter((file) => /\.ya?ml$/.test(file))

  test.each(files)('%s: actions pinned by commit, read-only by default, no token left behind', (file) => {
    expect(privilegeProblems(read(`.github/workflows/${file}`), file)).toEqual([])
  })

  test('deploy.yml: the build job reads the Pages settings and the tested-tree records only; the deploy job writes, and runs nothing but deploy-pages', () => {
    const { jobs } = parse(read('.github/workflows/deploy.yml')) as Workflow
    expect(jobs.build?.permissions).toEqual({ contents: 'read', pages: 'read', actions: 'read' })
    expect(jobs[DEPLOY_JOB]?.permissions).toEqual({ pages: 'write', 'id-token': 'write' })
    expect(jobs[DEPLOY_JOB]?.steps.map((step) => step.uses?.split('@')[0])).toEqual(['actions/deploy-pages'])
  })

  test('each deploy workflow runs only for its host, chosen by the repository variable DEPLOY_TARGET', () => {
    const targets = ['deploy.yml', 'deploy-nginx.yml'].map((file) => {
      const { jobs } = parse(read(`.github/workflows/${file}`)) as { jobs: Record<string, { if?: string; needs?: string }> }
      // The first job is gated; every other job needs it, so it is skipped with it.
      const [first, ...rest] = Object.values(jobs)
      for (const job of rest) expect(job.needs, file).toBe(Object.keys(jobs)[0])
      return /^vars\.DEPLOY_TARGET == '([\w-]+)'$/.exec(first?.if ?? '')?.[1]
    })
    expect(targets).toEqual(['github-pages', 'nginx'])
  })

  test('deploy-nginx.yml: the key reaches only the deploy job, which runs no npm and no code of the repository', () => {
    const source = read('.github/workflows/deploy-nginx.yml')
    const { jobs } = parse(source) as Workflow
    expect(JSON.stringify(jobs.build)).not.toContain('secrets.')
    const deploy = JSON.stringify(jobs.deploy)
    expect(deploy).toContain('secrets.DEPLOY_SSH_KEY')
    expect(jobs.deploy?.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false)
    expect((jobs.deploy?.steps ?? []).flatMap((step) => step.run?.split('\n') ?? []).filter((line) => /\bnpm|npx\b/.test(line))).toEqual([])
  })

  describe('the check sees a breach', () => {
    const valid = read('.github/workflows/deploy.yml')
    const sha = /@[0-9a-f]{40} # v\d+\.\d+\.\d+$/m
    const problems = (from: string | RegExp, to: string) => {
      const broken = valid.replace(from, to)
      expect(broken).not.toBe(valid)
      return privilegeProblems(broken, 'deploy.yml')
    }

    test('an action pinned by tag, or by a short SHA', () => {
      expect(problems(sha, '@v6')).toContainEqual(expect.stringMatching(/^actions\/checkout@v6: not pinned/))
      expect(problems(sha, '@d23441a # v6.1.0')).toContainEqual(expect.stringMatching(/^actions\/checkout@d23441a: not pinned/))
    })

    test('a SHA without its version comment', () => {
      expect(problems(/(@[0-9a-f]{40}) # v\d+\.\d+\.\d+$/m, '$1')).toContainEqual(
        expect.stringMatching(/^actions\/checkout@[0-9a-f]{40}: no "# vX.Y.Z" comment/),
      )
    })

    test('more than contents: read for the whole workflow', () => {
      expect(problems(/^permissions:\n {2}contents: read\n/m, 'permissions:\n  contents: read\n  pages: write\n')).toContainEqual(
        expect.stringMatching(/^workflow permissions/),
      )
      expect(problems(/^permissions:\n {2}contents: read\n/m, 'permissions: write-all\n')).toContainEqual(expect.stringMatching(/^workflow permissions/))
    })

    test('pages or id-token write outside the deploy job', () => {
      const found = problems(/^ {6}pages: read$/m, '      pages: write\n      id-token: write')
      expect(found).toContainEqual('job build: pages: write')
      expect(found).toContainEqual('job build: id-token: write')
      expect(problems(/^ {4}permissions:\n(?: {6}.*\n)+/m, '    permissions: write-all\n')).toContainEqual('job build: write-all')
    })

    test('a checkout that leaves its token behind', () => {
      expect(problems(/^ {10}persist-credentials: false\n/m, '')).toContainEqual('job build: checkout without persist-credentials: false')
    })
  })
})

test("package.json's engines state what vite and vike need", () => {
  const engines = (path: string) => (JSON.parse(read(path)) as { engines: { node: string } }).engines.node
  const lowest = (range: string) => /(\d+)\.(\d+)\.(\d+)/.exec(range)!.slice(1).map(Number)
  const atLeast = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!
  // Vite's range is the narrower of the two (Node 22 before 22.12 is out); vike's lower bound is the same.
  expect(engines('package.json')).toBe(engines('node_modules/vite/package.json'))
  expect(atLeast(lowest(engines('package.json')), lowest(engines('node_modules/vike/package.json')))).toBeGreaterThanOrEqual(0)
})

describe('the validator sees a broken workflow', () => {
  const valid = read('.github/workflows/pull-request.yml')

  test('a job without runs-on', () => {
    const broken = valid.replace(/^ {4}runs-on: .*\n/m, '')
    expect(broken).not.toBe(valid)
    expect(errors(broken)).toContainEqual(expect.stringMatching(/^\/jobs\/checks\/runs-on: This property is required/))
  })

  test('a misspelt key', () => {
    const broken = valid.replace(/^ {4}steps:/m, '    stpes:')
    expect(broken).not.toBe(valid)
    expect(errors(broken)).toContainEqual(expect.stringContaining("Additional property 'stpes' is not allowed"))
  })

  test('a wrong permission value', () => {
    const broken = valid.replace('contents: read', 'contents: readonly')
    expect(errors(broken)).toContainEqual(expect.stringMatching(/^\/permissions\/contents: Enum conditions are not met/))
  })

  test('YAML that does not parse', () => {
    expect(errors(`${valid}\n  - [unclosed`)).toContainEqual(expect.stringMatching(/Parse Error/))
  })
})

describe('pull-request.yml', () => {
  const workflow = parse(read('.github/workflows/pull-request.yml')) as Workflow

  test('runs on pull requests and by hand, reading the repository only', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request', 'workflow_dispatch'])
    expect(workflow.permissions).toEqual({ contents: 'read' })
  })

  test('a new push cancels the older run of the same pull request', () => {
    expect(workflow.concurrency.group).toContain('github.event.pull_request.number')
    expect(workflow.concurrency['cancel-in-progress']).toBe(true)
  })

  test('runs the content checks, the production build and the tests, in that order', () => {
    const commands = runs(workflow)
    const order = ['npm ci', 'npm run check', 'npm run build', 'npm test'].map((command) => commands.indexOf(command))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  test("points the browser tests at the runner's Chrome before they run", () => {
    const all = steps(workflow)
    const browser = all.findIndex((step) => /CHROMIUM_PATH=.*>> "?\$GITHUB_ENV"?/.test(step.run ?? ''))
    expect(browser).toBeGreaterThanOrEqual(0)
    expect(all[browser]!.run).toContain('google-chrome')
    expect(browser).toBeLessThan(all.findIndex((step) => step.run === 'npm test'))
  })
})

describe('deploy.yml', () => {
  const workflow = parse(read('.github/workflows/deploy.yml')) as Workflow

  test('runs on a push to main, by hand, and every night once the day in Warsaw has changed', () => {
    const { schedule, ...triggers } = workflow.on as { schedule: { cron: string }[] }
    expect(triggers).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null })
    // A notice's last day ends at midnight in Warsaw: the nightly build, in UTC, starts after it in winter and in summer.
    expect(schedule).toHaveLength(1)
    const [minute, hour, ...every] = schedule[0]!.cron.split(' ')
    expect(every).toEqual(['*', '*', '*'])
    for (const day of ['2025-01-15', '2025-07-15']) {
      const run = new Date(`${day}T${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}:00Z`)
      const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      expect([day, warsawDate(run)]).toEqual([day, nextDay])
    }
  })

  test('builds for production, for the address configure-pages reports, and uploads dist/client', () => {
    const commands = runs(workflow)
    expect(commands).toContain('npm run build')
    // A project site lives at https://<owner>.github.io/<repository>/: the build takes that address (and so its path).
    const pages = uses(workflow, 'actions/configure-pages')[0]!
    const build = steps(workflow).find((step) => step.run === 'npm run build')!
    expect(build.env).toEqual({ SITE_URL: `\${{ steps.${pages.id}.outputs.base_url }}`, SITE_ORIGINS: `\${{ steps.${pages.id}.outputs.origin }}` })
    expect(steps(workflow).indexOf(pages)).toBeLessThan(steps(workflow).indexOf(build))
    // Production settings: nothing may point the build elsewhere.
    expect(JSON.stringify(workflow)).not.toMatch(/SITE_DIST|FORM_ENDPOINT|build:test/)
    expect(uses(workflow, 'actions/configure-pages')).toHaveLength(1)
    expect(uses(workflow, 'actions/upload-pages-artifact')[0]?.with).toEqual({ path: 'dist/client' })
  })

  test('content checks, the tests in Chrome, then the production build (no test build can overwrite it), then the upload', () => {
    const all = steps(workflow)
    const at = (command: string) => all.findIndex((step) => step.run === command)
    const upload = all.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))
    const order = [at('npm ci'), at('npm run check'), at('npm test'), at('npm run test:content'), at('npm run build'), upload]
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    const browser = all.findIndex((step) => /CHROMIUM_PATH=.*>> "?\$GITHUB_ENV"?/.test(step.run ?? ''))
    expect(browser).toBeGreaterThanOrEqual(0)
    expect(browser).toBeLessThan(at('npm test'))
    // The tests build their own site at a local server's root: the address is the production build's alone.
    expect(all[at('npm test')]!.env).toBeUndefined()
    // Same job: a failing step ends it before the upload, and deploy needs it.
    const job = Object.entries(workflow.jobs).find(([, candidate]) => candidate.steps.includes(all[upload]!))!
    expect(job[1].steps).toContain(all[at('npm test')])
    expect(workflow.jobs.deploy?.needs).toBe(job[0])
  })

  test('publishes with actions/deploy-pages into the github-pages environment, one deployment at a time', () => {
    const deploy = Object.values(workflow.jobs).find((job) => job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')))!
    expect(deploy).toBeDefined()
    expect(deploy).toBe(workflow.jobs[DEPLOY_JOB])
    const step = deploy.steps.find((candidate) => candidate.uses?.startsWith('actions/deploy-pages@'))!
    expect(deploy.environment).toEqual({ name: 'github-pages', url: `\${{ steps.${step.id}.outputs.page_url }}` })
    expect(deploy.needs).toBe('build')
    expect(workflow.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false })
  })
})

test('netlify.toml builds for production into dist/client and marks previews', () => {
  const toml = read('netlify.toml')
  expect(toml).toMatch(/^\s*command = "npm run build"$/m)
  expect(toml).toMatch(/^\s*publish = "dist\/client"$/m)
  expect(toml).toMatch(/^\s*NODE_VERSION = "24"$/m)
  for (const context of ['deploy-preview', 'branch-deploy']) {
    expect(toml).toMatch(new RegExp(`^\\[context\\.${context}\\.environment\\]\\n\\s*SITE_ENV = "preview"$`, 'm'))
  }
})
