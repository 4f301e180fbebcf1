// `npm test`: every test, in two lanes side by side, each lane's groups one
// after the other and the steps of a group side by side (issue 41). The steps
// are those npm test always ran; side by side, one step's idle processor
// (waiting for a browser, a build or its last test file) is the other's:
//   - the site's lane: `build:test`, the clinic's pages into dist/test, then,
//     as all three only read it, HTML validation, the page budget and the
//     browser tests (the longest step: it starts after about 13 s instead of
//     waiting for the suites of the other lane);
//   - the code's lane: typecheck, lint, lint:deps, the unit tests and, beside
//     them, `build:frozen`, the frozen test site built once in a copy of the
//     project; then the build suite (its other builds in copies of the
//     project) and the spec suite, which both read that build
//     (tests/frozenBuild.ts) and remove nothing of it: npm test removes it
//     at its end.
// Each step's output is printed whole when it ends, then its time. A lane
// stops at its first group with a failing step; the other lane goes on, so
// one run shows every failure. Exits 0 when all pass. With --list it prints
// the steps' commands as JSON and runs nothing (npm run bench:test -- --steps
// times each of them).
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runLanes, type Step, type StepResult } from '../lib/build/runSteps.ts'

const testEnv = { ...process.env, SITE_DIST: 'dist/test' }
// Where build:frozen writes what it built and the build and spec suites read it (tests/frozenBuild.ts).
const frozenBuildFile = join(tmpdir(), `clinic-frozen-build-${process.pid}.json`)
const frozenEnv = { ...process.env, CLINIC_FROZEN_BUILD: frozenBuildFile }
const npm = (script: string, env?: NodeJS.ProcessEnv): Step => ({ name: `npm run ${script}`, command: ['npm', 'run', '--silent', script], env })

const lanes: Step[][][] = [
  [[npm('build:test', testEnv)], [npm('validate:html', testEnv), npm('budget', testEnv), npm('test:e2e', testEnv)]],
  [
    [npm('typecheck'), npm('lint'), npm('lint:deps'), npm('test:unit'), npm('build:frozen', frozenEnv)],
    [npm('test:build', frozenEnv), npm('test:spec', frozenEnv)],
  ],
]

if (process.argv.includes('--list')) {
  console.log(JSON.stringify(lanes.flat(2).map((step) => ({ script: step.command.at(-1), env: step.env === testEnv ? 'SITE_DIST=dist/test' : '' }))))
  process.exit(0)
}

const failed: StepResult[] = []

function report(result: StepResult) {
  const { step, passed, seconds, output } = result
  const time = `${seconds.toFixed(1)} s`
  console.log(`\n== ${step.name}\n${output.trimEnd()}`)
  if (passed) console.log(`✔ ${step.name}: ${time}`)
  else {
    console.log(`✘ ${step.name}: nie przechodzi (${time})`)
    failed.push(result)
  }
}

// A CI log is often read from its end only (and cut): each failing step's
// reason is repeated there, from vitest's list of failures when there is one,
// otherwise the step's last lines.
function repeatFailures() {
  for (const { step, output } of failed) {
    const lines = output.trimEnd().split('\n')
    const from = lines.findIndex((line) => /Failed (Tests|Suites)|Unhandled (Errors|Rejection)/.test(line))
    const shown = from >= 0 ? [...lines.slice(from, from + 80), '…', ...lines.slice(-6)] : lines.slice(-60)
    console.log(`\n✘ ${step.name}, powód:\n${shown.join('\n')}`)
  }
}

/** The copy of the project build:frozen built the frozen site in, and the file that names it. */
function removeFrozenBuild() {
  if (!existsSync(frozenBuildFile)) return
  const { root } = JSON.parse(readFileSync(frozenBuildFile, 'utf8')) as { root: string }
  rmSync(root, { recursive: true, force: true })
  rmSync(frozenBuildFile, { force: true })
}

const start = performance.now()
const passed = await runLanes(lanes, report)
removeFrozenBuild()
const total = ((performance.now() - start) / 1000).toFixed(0)
if (passed) console.log(`\nnpm test: wszystko przechodzi (${total} s).`)
else {
  repeatFailures()
  console.log(`\nnpm test: nie przechodzi (${total} s): ${failed.map(({ step }) => step.name).join(', ')}; wyżej, przy ✘, co i dlaczego.`)
}
process.exit(passed ? 0 : 1)
