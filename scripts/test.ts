// `npm test`: every test, in three groups whose steps run side by side
// (issue 41). The steps are those npm test always ran one after the other;
// run side by side, one step's idle processor (waiting for a browser, a build
// or its last test file) is the other's:
//   1. typecheck, lint, lint:deps and the unit tests (none builds anything);
//   2. the build suite (its builds in copies of the project), the spec suite
//      (its own build of the frozen site into dist/spec) and `build:test`,
//      the clinic's pages into dist/test for the browser tests;
//   3. on dist/test, which all three only read: HTML validation, the page
//      budget and the browser tests.
// Each step's output is printed whole when it ends, then its time. Stops after
// the first group with a failing step; exits 0 when all pass. With --list it
// prints the steps' commands as JSON and runs nothing (npm run bench:test
// -- --steps times each of them).
import { runGroups, type Step, type StepResult } from '../lib/build/runSteps.ts'

const testEnv = { ...process.env, SITE_DIST: 'dist/test' }
const npm = (script: string, env?: NodeJS.ProcessEnv): Step => ({ name: `npm run ${script}`, command: ['npm', 'run', '--silent', script], env })

const groups: Step[][] = [
  [npm('typecheck'), npm('lint'), npm('lint:deps'), npm('test:unit')],
  [npm('test:build'), npm('test:spec'), npm('build:test', testEnv)],
  [npm('validate:html', testEnv), npm('budget', testEnv), npm('test:e2e', testEnv)],
]

if (process.argv.includes('--list')) {
  console.log(JSON.stringify(groups.flat().map((step) => ({ script: step.command.at(-1), env: step.env === testEnv ? 'SITE_DIST=dist/test' : '' }))))
  process.exit(0)
}

function report({ step, passed, seconds, output }: StepResult) {
  const time = `${seconds.toFixed(1)} s`
  console.log(`\n== ${step.name}\n${output.trimEnd()}`)
  if (passed) console.log(`✔ ${step.name}: ${time}`)
  else console.error(`✘ ${step.name}: nie przechodzi (${time})`)
}

const start = performance.now()
const passed = await runGroups(groups, report)
const total = ((performance.now() - start) / 1000).toFixed(0)
if (passed) console.log(`\nnpm test: wszystko przechodzi (${total} s).`)
else console.error(`\nnpm test: nie przechodzi (${total} s); wyżej, przy ✘, co i dlaczego.`)
process.exit(passed ? 0 : 1)
