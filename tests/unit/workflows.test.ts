// The GitHub workflows, checked offline: the maintained validator
// (@action-validator/core, SchemaStore's workflow schema) finds misspelt keys,
// missing `runs-on` and wrong values before GitHub would reject the file on a
// push; the assertions below pin down what the workflows must do for this site.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateWorkflow } from '@action-validator/core'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'

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
interface Job {
  'runs-on'?: string
  permissions?: Record<string, string>
  needs?: string | string[]
  environment?: { name: string; url?: string }
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  concurrency: { group: string; 'cancel-in-progress': boolean }
  jobs: Record<string, Job>
}

/** The validator's errors as readable lines, one-of branches included. */
function errors(source: string): string[] {
  type Error = { path?: string; title: string; detail?: string; states?: { errors: Error[] }[] }
  const lines = (list: Error[]): string[] =>
    list.flatMap((error) => [`${error.path ?? ''}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`, ...(error.states ?? []).flatMap((state) => lines(state.errors))])
  return lines(validateWorkflow(source).errors as Error[])
}

const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps)
const runs = (workflow: Workflow) => steps(workflow).flatMap((step) => (step.run ? step.run.split('\n').map((line) => line.trim()) : []))
const uses = (workflow: Workflow, action: string) => steps(workflow).filter((step) => step.uses?.split('@')[0] === action)

describe.each(['pull-request.yml', 'deploy.yml'])('.github/workflows/%s', (file) => {
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

  test('runs on a push to main and by hand', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null })
  })

  test('builds for production, for the address configure-pages reports, and uploads dist/client', () => {
    const commands = runs(workflow)
    expect(commands).toContain('npm run build')
    // A project site lives at https://<owner>.github.io/<repository>/: the build takes that address (and so its path).
    const pages = uses(workflow, 'actions/configure-pages')[0]!
    const build = steps(workflow).find((step) => step.run === 'npm run build')!
    expect(build.env).toEqual({ SITE_URL: `\${{ steps.${pages.id}.outputs.base_url }}` })
    expect(steps(workflow).indexOf(pages)).toBeLessThan(steps(workflow).indexOf(build))
    // Production settings: nothing may point the build elsewhere.
    expect(JSON.stringify(workflow)).not.toMatch(/SITE_DIST|FORM_ENDPOINT|build:test/)
    expect(uses(workflow, 'actions/configure-pages')).toHaveLength(1)
    expect(uses(workflow, 'actions/upload-pages-artifact')[0]?.with).toEqual({ path: 'dist/client' })
  })

  test('uploads only after the same checks as a pull request passed: content checks, production build, npm test in Chrome', () => {
    const all = steps(workflow)
    const at = (command: string) => all.findIndex((step) => step.run === command)
    const upload = all.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))
    const order = [at('npm ci'), at('npm run check'), at('npm run build'), at('npm test'), upload]
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
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' })
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
