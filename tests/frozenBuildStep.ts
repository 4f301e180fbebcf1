// `npm run build:frozen`: npm test's step that builds the frozen test site once
// for the build and spec suites (scripts/test.ts), beside the unit tests. It
// builds it in a copy of the project and writes the FrozenBuild to the JSON
// file CLINIC_FROZEN_BUILD names, which the suites' global setups read
// (tests/frozenBuild.ts); npm test removes the copy at its end. Without the
// variable (run on its own, e.g. to time it) it removes the copy itself.
import { writeFileSync } from 'node:fs'
import { buildFrozenSite, SHARED_FROZEN_BUILD } from './frozenBuild.ts'

const file = process.env[SHARED_FROZEN_BUILD]
try {
  const { remove, ...build } = await buildFrozenSite()
  if (file) writeFileSync(file, JSON.stringify(build))
  else remove()
  console.log(build.output.trimEnd())
} catch (error) {
  // A failed build: what it printed, not only node's summary of the command.
  const failed = error as { stdout?: string; stderr?: string }
  console.error(`${failed.stdout ?? ''}${failed.stderr ?? ''}` || error)
  process.exit(1)
}
