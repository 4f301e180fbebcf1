// The pull-request check and the deploys choose which tests to run (issue 41):
// a code change must never skip the whole suite, and a deploy must never
// publish a tree no check tested. This reads the workflows and runs each job
// on paper: every step's `if:` is evaluated the way GitHub evaluates it, for
// every answer the deciding steps can give (the tested-tree lookups, the scope,
// the tests passing or failing, the event), and the rules are checked on each
// path. A new kind of condition the evaluator does not know fails the test
// rather than being guessed.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')

interface Step {
  id?: string
  name?: string
  if?: string | boolean
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
  'continue-on-error'?: unknown
}
interface Job {
  if?: string
  needs?: string | string[]
  'continue-on-error'?: unknown
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

// ---------------------------------------------------------------------------
// GitHub's expression language, as far as these workflows use it.

type Value = string | number | boolean | null
type Context = { lookup: (path: string) => Value; failed: boolean }

function tokenize(source: string): string[] {
  const tokens: string[] = []
  const pattern = /\s*(?:('(?:[^']|'')*')|(==|!=|&&|\|\||<=|>=|[!()<>,])|([A-Za-z_][\w.-]*))/y
  let match: RegExpExecArray | null
  while (pattern.lastIndex < source.length && (match = pattern.exec(source))) tokens.push(match[1] ?? match[2] ?? match[3]!)
  if (source.slice(pattern.lastIndex).trim()) throw new Error(`expression not understood at: ${source.slice(pattern.lastIndex)}`)
  return tokens
}

const truthy = (value: Value) => !(value === false || value === 0 || value === '' || value === null || Number.isNaN(value))
const number = (value: Value) =>
  value === null ? 0 : typeof value === 'boolean' ? Number(value) : typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : value
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase()
  if (typeof a === typeof b) return a === b
  return number(a) === number(b)
}

const STATUS = ['success', 'failure', 'always', 'cancelled'] as const

function evaluate(source: string, context: Context): Value {
  const tokens = tokenize(source)
  let at = 0
  const peek = () => tokens[at]
  const take = (expected?: string) => {
    const token = tokens[at++]
    if (expected !== undefined && token !== expected) throw new Error(`expected ${expected} in ${source}`)
    return token!
  }
  const or = (): Value => {
    let left = and()
    while (peek() === '||') {
      take()
      const right = and()
      left = truthy(left) ? left : right
    }
    return left
  }
  const and = (): Value => {
    let left = comparison()
    while (peek() === '&&') {
      take()
      const right = comparison()
      left = truthy(left) ? right : left
    }
    return left
  }
  const comparison = (): Value => {
    const left = unary()
    if (peek() === '==' || peek() === '!=') {
      const operator = take()
      const right = unary()
      return operator === '==' ? equal(left, right) : !equal(left, right)
    }
    return left
  }
  const unary = (): Value => {
    if (peek() === '!') {
      take()
      return !truthy(unary())
    }
    return primary()
  }
  const primary = (): Value => {
    const token = take()
    if (token === '(') {
      const value = or()
      take(')')
      return value
    }
    if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'")
    if (token === 'true' || token === 'false') return token === 'true'
    if (token === 'null') return null
    if (peek() === '(') {
      take('(')
      take(')')
      if (token === 'success') return !context.failed
      if (token === 'failure') return context.failed
      if (token === 'always') return true
      if (token === 'cancelled') return false
      throw new Error(`function ${token}() not known to this test`)
    }
    return context.lookup(token)
  }
  const value = or()
  if (at !== tokens.length) throw new Error(`expression not understood: ${source}`)
  return value
}

/** A step's `if:` as GitHub runs it: without a status function, `success() && (…)` is implied. */
function condition(step: Step): string {
  const raw = step.if === undefined ? 'success()' : String(step.if).replace(/^\$\{\{\s*|\s*\}\}$/g, '')
  return STATUS.some((name) => raw.includes(`${name}(`)) ? raw : `success() && (${raw})`
}

/** `${{ … }}` inside a value (an env entry), evaluated; the text outside kept. */
const interpolate = (text: string, context: Context) => text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, inner: string) => String(evaluate(inner, context) ?? ''))

// ---------------------------------------------------------------------------
// The steps that decide, and what each can answer.

type Kind = 'lookup' | 'scope' | 'full' | 'content' | 'record' | 'publish' | 'build' | 'other'
function kind(step: Step): Kind {
  const run = step.run ?? ''
  if (/\bnode scripts\/testedTree\.ts\b/.test(run)) return 'lookup'
  if (/\bnode scripts\/changeScope\.ts\b/.test(run)) return 'scope'
  if (run.trim() === 'npm test') return 'full'
  if (run.trim() === 'npm run test:content') return 'content'
  if (run.trim() === 'npm run build') return 'build'
  const action = step.uses?.split('@')[0]
  if (action === 'actions/upload-artifact' && String(step.with?.name).startsWith('tested-tree-')) return 'record'
  if (action === 'actions/upload-pages-artifact' || (action === 'actions/upload-artifact' && step.with?.name === 'site')) return 'publish'
  return 'other'
}

interface Path {
  event: string
  ran: { step: Step; kind: Kind; outcome: 'success' | 'failure'; outputs: Record<string, string>; env: Record<string, string> }[]
  failed: boolean
}

const HEAD_SHA = 'a'.repeat(40)
const BEFORE_SHA = 'b'.repeat(40)

/** Every way a job can go: each lookup answers tested or not, the scope any value, each test passes or fails. */
function paths(job: Job, event: string): Path[] {
  const results: Path[] = []
  const walk = (index: number, path: Path) => {
    if (index === job.steps.length) return void results.push(path)
    const step = job.steps[index]!
    const byId = new Map(path.ran.filter((entry) => entry.step.id).map((entry) => [entry.step.id!, entry]))
    const context: Context = {
      failed: path.failed,
      lookup: (name) => {
        if (name === 'github.event_name') return event
        if (name === 'github.sha') return HEAD_SHA
        if (name === 'github.event.before') return event === 'push' ? BEFORE_SHA : null
        if (name === 'github.token') return 'token'
        if (name === 'runner.temp') return '/tmp'
        if (name.startsWith('vars.')) return 'a repository variable'
        const stepValue = /^steps\.([\w-]+)\.(outputs\.([\w-]+)|outcome|conclusion)$/.exec(name)
        if (stepValue) {
          const entry = byId.get(stepValue[1]!)
          if (!job.steps.some((candidate) => candidate.id === stepValue[1])) throw new Error(`${name}: no step has that id`)
          if (stepValue[3]) return entry?.outputs[stepValue[3]] ?? null
          return entry ? entry.outcome : 'skipped'
        }
        throw new Error(`${name}: not a value this test knows`)
      },
    }
    if (!truthy(evaluate(condition(step), context))) return walk(index + 1, path)
    // The environment only where a decision reads it (the scope's tested base); others may call functions this test does not know.
    const env =
      kind(step) === 'scope' ? Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, interpolate(String(value), context)])) : {}
    const go = (outcome: 'success' | 'failure', outputs: Record<string, string> = {}) =>
      walk(index + 1, {
        ...path,
        ran: [...path.ran, { step, kind: kind(step), outcome, outputs, env }],
        failed: path.failed || outcome === 'failure',
      })
    switch (kind(step)) {
      case 'lookup':
        go('success', { tested: 'true', commit: 'c'.repeat(40), tree: 'd'.repeat(40) })
        go('success', { tested: 'false', commit: '', tree: 'd'.repeat(40) })
        go('success', {}) // outputs lost (a step that printed nothing): tests must still run
        return
      case 'scope':
        // The script answers `content` only given a tested base (scripts/changeScope.ts, tested on its own).
        if (env.TESTED_BASE) go('success', { suite: 'content' })
        for (const suite of ['full', '']) go('success', suite ? { suite } : {})
        return
      case 'full':
      case 'content':
        go('success')
        go('failure')
        return
      default:
        go('success')
    }
  }
  walk(0, { event, ran: [], failed: false })
  return results
}

// ---------------------------------------------------------------------------
// The rules, each a readable line per breach.

/** Every way a workflow's test job breaks the rules; [] when it keeps them. */
function gateProblems(workflow: Workflow, file: string): string[] {
  const problems = new Set<string>()
  const events = Object.keys(workflow.on)
  for (const trigger of ['pull_request', 'push']) {
    const filter = workflow.on[trigger] as Record<string, unknown> | null | undefined
    if (filter && ('paths' in filter || 'paths-ignore' in filter)) problems.add(`${trigger}: a paths filter decides without lib/build/changeScope.ts`)
  }
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const kinds = job.steps.map(kind)
    if (!kinds.includes('full') && !kinds.includes('publish')) continue
    if (job['continue-on-error'] !== undefined || job.steps.some((step) => step['continue-on-error'] !== undefined))
      problems.add(`job ${name}: continue-on-error lets a failing step pass`)
    for (const step of job.steps.filter((candidate) => kind(candidate) === 'scope')) {
      const base = /^\$\{\{ steps\.([\w-]+)\.outputs\.commit \}\}$/.exec(step.env?.TESTED_BASE ?? '')?.[1]
      if (!base || kind(job.steps.find((candidate) => candidate.id === base) ?? {}) !== 'lookup')
        problems.add(`job ${name}: the scope's TESTED_BASE is not a tested-tree lookup's commit`)
    }
    const build = kinds.lastIndexOf('build')
    if (kinds.includes('publish') && kinds.some((each, index) => (each === 'full' || each === 'content') && index > build))
      problems.add(`job ${name}: a test step after the production build could leave its own build in what is published`)
    for (const event of events) {
      for (const path of paths(job, event)) {
        const ran = (wanted: Kind) => path.ran.filter((entry) => entry.kind === wanted)
        const passed = ran('full')
          .concat(ran('content'))
          .some((entry) => entry.outcome === 'success')
        const scope = ran('scope')[0]
        const suite = scope?.outputs.suite ?? ''
        const label = `${file} ${name}, ${event}${scope ? `, scope ${JSON.stringify(suite)}` : ''}`
        if (scope && suite !== 'content' && !path.failed && ran('full').length === 0)
          problems.add(`${label}: the scope is not "content" and npm test did not run`)
        if (ran('content').length > 0 && suite !== 'content') problems.add(`${label}: the content gate ran without the scope saying "content"`)
        if (!path.failed && ran('full').length === 0 && ran('content').length === 0) {
          const headTested = ran('lookup').some((entry) => entry.outputs.tested === 'true' && /"\$GITHUB_SHA"/.test(entry.step.run!))
          if (!(kinds.includes('publish') && event === 'push' && headTested))
            problems.add(`${label}: no tests ran${kinds.includes('publish') ? ' and the pushed tree was not found tested' : ''}`)
        }
        if (ran('record').length > 0 && !passed) problems.add(`${label}: the tree is recorded as tested without a test step passing`)
        if (ran('publish').length > 0 && !passed) {
          const lookup = ran('lookup').find((entry) => entry.outputs.tested === 'true')
          if (event !== 'push') problems.add(`${label}: published without tests on a ${event} run`)
          else if (!lookup || !/"\$GITHUB_SHA"/.test(lookup.step.run!)) problems.add(`${label}: published a tree no check tested`)
          else if (path.ran.some((entry) => entry.kind === 'full' || entry.kind === 'content'))
            problems.add(`${label}: published after a test step that did not pass`)
        }
      }
    }
  }
  return [...problems]
}

const files = ['pull-request.yml', 'deploy.yml', 'deploy-nginx.yml']
const source = (file: string) => read(`.github/workflows/${file}`)

describe('the tests a change gets', () => {
  test.each(files)('%s: a change the path list does not call content runs npm test; nothing untested is recorded or published', (file) => {
    expect(gateProblems(parse(source(file)) as Workflow, file)).toEqual([])
  })

  test('the scope step applies the one path list', () => {
    expect(read('scripts/changeScope.ts')).toMatch(/from '\.\.\/lib\/build\/changeScope\.ts'/)
    // No workflow names content paths itself: the list lives in lib/build/changeScope.ts alone.
    for (const file of files) expect(source(file)).not.toMatch(/['"]?(content|public)\/['"]/)
  })

  test('a passing run records the tree of the commit it tested', () => {
    for (const file of files) {
      const job = Object.values((parse(source(file)) as Workflow).jobs).find((candidate) => candidate.steps.some((step) => kind(step) === 'record'))!
      const record = job.steps.find((step) => kind(step) === 'record')!
      const tree = /^tested-tree-\$\{\{ steps\.([\w-]+)\.outputs\.tree \}\}$/.exec(String(record.with?.name))?.[1]
      expect(job.steps.find((step) => step.id === tree)?.run, file).toContain(`echo "tree=$(git rev-parse 'HEAD^{tree}')" >> "$GITHUB_OUTPUT"`)
    }
  })

  test("pull-request.yml compares with its base: the merge commit's first parent", () => {
    const job = Object.values((parse(source('pull-request.yml')) as Workflow).jobs)[0]!
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!
    expect(checkout.with?.['fetch-depth']).toBe(2)
    expect(job.steps.find((step) => kind(step) === 'lookup')?.run).toBe('node scripts/testedTree.ts "$(git rev-parse HEAD^1)"')
    expect(job.steps.find((step) => kind(step) === 'scope')?.run).toBe('node scripts/changeScope.ts "$TESTED_BASE" HEAD')
  })

  test('package.json has the content gate the workflows run', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    expect(scripts['test:content'], 'npm run test:content (the content gate, issue 41) is not in package.json yet').toEqual(expect.any(String))
  })
})

describe('the rules see a breach', () => {
  const broken = (file: string, from: string | RegExp, to: string) => {
    const valid = source(file)
    const changed = valid.replace(from, to)
    expect(changed).not.toBe(valid)
    return gateProblems(parse(changed) as Workflow, file)
  }

  test('npm test only when the scope says "full": a scope that printed nothing would skip every test', () => {
    expect(
      broken(
        'pull-request.yml',
        "if: steps.scope.outputs.suite != 'content'\n        run: npm test",
        "if: steps.scope.outputs.suite == 'full'\n        run: npm test",
      ),
    ).toContainEqual(expect.stringMatching(/scope "": the scope is not "content" and npm test did not run/))
  })

  test('the content gate whenever the scope is not "full"', () => {
    expect(
      broken('pull-request.yml', "suite == 'content'\n        run: npm run test:content", "suite != 'full'\n        run: npm run test:content"),
    ).toContainEqual(expect.stringMatching(/the content gate ran without the scope saying "content"/))
  })

  test('a scope compared with an untested base', () => {
    expect(broken('pull-request.yml', 'TESTED_BASE: ${{ steps.base.outputs.commit }}', 'TESTED_BASE: ${{ github.event.before }}')).toContainEqual(
      expect.stringMatching(/TESTED_BASE is not a tested-tree lookup's commit/),
    )
  })

  test('a paths filter on the trigger', () => {
    expect(broken('pull-request.yml', /^ {2}pull_request:\n/m, "  pull_request:\n    paths-ignore: ['content/**']\n")).toContainEqual(
      expect.stringMatching(/a paths filter/),
    )
  })

  test('a record of a tree whose tests did not run or failed', () => {
    expect(broken('pull-request.yml', "if: steps.tree.outcome == 'success'", 'if: always()')).toContainEqual(
      expect.stringMatching(/recorded as tested without a test step passing/),
    )
  })

  test.each(['deploy.yml', 'deploy-nginx.yml'])('%s: publishing after failed tests, or a nightly run that skips them', (file) => {
    expect(
      broken(file, "if: steps.head.outputs.tested == 'true' || steps.full.outcome == 'success' || steps.content.outcome == 'success'", 'if: always()'),
    ).toContainEqual(expect.stringMatching(/published after a test step that did not pass|published a tree no check tested/))
    expect(broken(file, "id: head\n        if: github.event_name == 'push'\n", 'id: head\n')).toContainEqual(
      expect.stringMatching(/published without tests on a schedule run/),
    )
  })

  test('deploy.yml: skipping the tests on a lookup of the commit before, not of the pushed tree', () => {
    expect(broken('deploy.yml', /node scripts\/testedTree\.ts "\$GITHUB_SHA"/, 'node scripts/testedTree.ts "$BEFORE"')).toContainEqual(
      expect.stringMatching(/published a tree no check tested/),
    )
  })

  test('deploy.yml: the production build before the tests', () => {
    const valid = source('deploy.yml')
    const build = /\n {6}- name: Build\n(?: {8}.*\n)+/.exec(valid)![0]
    const moved = valid.replace(build, '\n').replace('\n      - name: Which tests', `${build}\n      - name: Which tests`)
    expect(gateProblems(parse(moved) as Workflow, 'deploy.yml')).toContainEqual(expect.stringMatching(/a test step after the production build/))
  })
})
