// `npm test`: every test, in two lanes side by side, each lane's groups one
// after the other and the steps of a group side by side (issue 41). The steps
// are those npm test always ran; side by side, one step's idle processor
// (waiting for a browser, a build or its last test file) is the other's:
//   - the site's lane: `build:test`, the clinic's pages into dist/test, then,
//     as all three only read it, HTML validation, the page budget and the
//     browser tests (the longest step: it starts after about 13 s instead of
//     waiting for the suites of the other lane);
//   - the code's lane: typecheck, lint, lint:deps and the unit tests (none
//     builds anything), then the build suite (its builds in copies of the
//     project) and the spec suite (its own build of the frozen site into
//     dist/spec).
// Each step's output is printed whole when it ends, then its time. A lane
// stops at its first group with a failing step; the other lane goes on, so
// one run shows every failure. Exits 0 when all pass. With --list it prints
// the steps' commands as JSON and runs nothing (npm run bench:test -- --steps
// times each of them).
import { runLanes, type Step, type StepResult } from '../lib/build/runSteps.ts'

const testEnv = { ...process.env, SITE_DIST: 'dist/test' }
const npm = (script: string, env?: NodeJS.ProcessEnv): Step => ({ name: `npm run ${script}`, command: ['npm', 'run', '--silent', script], env })

const lanes: Step[][][] = [
  [[npm('build:test', testEnv)], [npm('validate:html', testEnv), npm('budget', testEnv), npm('test:e2e', testEnv)]],
  [
    [npm('typecheck'), npm('lint'), npm('lint:deps'), npm('test:unit')],
    [npm('test:build'), npm('test:spec')],
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

const start = performance.now()
const passed = await runLanes(lanes, report)
const total = ((performance.now() - start) / 1000).toFixed(0)
if (passed) console.log(`\nnpm test: wszystko przechodzi (${total} s).`)
else {
  repeatFailures()
  console.log(`\nnpm test: nie przechodzi (${total} s): ${failed.map(({ step }) => step.name).join(', ')}; wyżej, przy ✘, co i dlaczego.`)
}
process.exit(passed ? 0 : 1)
