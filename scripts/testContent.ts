// `npm run test:content` (issue 41): the gate for a change to content/ and
// public/ only. Whatever runs on the frozen test site (typecheck, lint, unit,
// build and spec suites, the browser editor's tests) gives the same answer for
// any content, so this runs only what the content can change:
//   1. `npm run build`, the production build into dist/client; it opens with
//      the content check (`npm run check`'s rules, stopping on an error), so
//      the check is not run a second time on its own;
//   2. `npm run build:test`, the same pages into dist/test pointed at the
//      tests' form service and the editor's test backend (the browser tests
//      need it; the production build is still built, because only it carries
//      forms.yaml's real endpoint, the editor's GitHub configuration and what
//      testBuildFolder.test.ts reads);
//   3. side by side, as all three only read dist/test: `npm run validate:html`
//      and `npm run budget` on it, as npm test, and the browser test files of
//      tests/e2e/contentSuites.ts (issue 41: the HTML check no longer waits
//      before the browsers; its few seconds of processor fill their waits).
// The builds stay one after the other: a content mistake stops the gate in
// the first, before anything is built for the browser tests.
// Stops at the first step that fails, with its output; exits 0 when all pass.
import { stripVTControlCharacters } from 'node:util'
import { runGroups, type Step, type StepResult } from '../lib/build/runSteps.ts'
import { contentSuiteFiles } from '../tests/e2e/contentSuites.ts'

const testEnv = { ...process.env, SITE_DIST: 'dist/test' }
// The production build goes where a deploy reads it, whatever the caller's SITE_DIST.
const { SITE_DIST: _, ...productionEnv } = process.env

const builds: Step[] = [
  { name: 'sprawdzenie treści i budowa strony (npm run build)', command: ['npm', 'run', 'build'], env: productionEnv },
  { name: 'budowa testowa (npm run build:test)', command: ['npm', 'run', 'build:test'], env: testEnv },
]
const readers: Step[] = [
  { name: 'poprawność HTML (npm run validate:html)', command: ['npm', 'run', 'validate:html'], env: testEnv },
  { name: 'budżet stron (npm run budget)', command: ['npm', 'run', 'budget'], env: testEnv },
  {
    name: `testy w przeglądarce zależne od treści (${contentSuiteFiles.length} plików)`,
    command: ['npx', 'vitest', 'run', '--project', 'e2e', ...contentSuiteFiles],
    env: testEnv,
  },
]

function report({ step, passed, seconds, output }: StepResult) {
  const time = `${seconds.toFixed(1)} s`
  if (passed) {
    console.log(`✔ ${step.name}: ${time}`)
    // Each browser test file's own time (vitest's line for it), to see where the gate's time goes.
    for (const line of stripVTControlCharacters(output).split('\n')) if (/^ ✓ .*tests\/e2e\//.test(line)) console.log(`  ${line.trim()}`)
  } else console.error(`${output.trimEnd()}\n✘ ${step.name}: nie przechodzi (${time})`)
}

const start = performance.now()
// The builds one after the other (a content mistake stops the gate in the first), then the readers side by side.
const passed = await runGroups([...builds.map((build) => [build]), readers], report)
const total = ((performance.now() - start) / 1000).toFixed(0)
if (passed) console.log(`Bramka treści przechodzi (${total} s).`)
else console.error(`Bramka treści nie przechodzi (${total} s): popraw to, co wyżej, zanim zmiana trafi na stronę.`)
process.exit(passed ? 0 : 1)
