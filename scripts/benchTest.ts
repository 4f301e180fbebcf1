// `npm run bench:test -- <git ref> [runs]` (never part of `npm test`): the wall
// time of the whole `npm test` in this checkout against the same command at an
// earlier commit (checked out into a temporary git worktree that shares this
// node_modules), run in turns, A B A B, so that a machine slowing down or
// speeding up over the minutes weighs on both alike. Prints each run and the
// median of each side; the figures go into docs/PERFORMANCE.md by hand, with
// the commit they compare against.
//
// Example: npm run bench:test -- 55e3b4e 2
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const [ref, runsArgument = '1'] = process.argv.slice(2)
if (!ref) {
  console.error('Podaj commit do porównania, np.: npm run bench:test -- 55e3b4e 2')
  process.exit(2)
}
const runs = Number(runsArgument)
const here = process.cwd()
const before = join(mkdtempSync(join(tmpdir(), 'clinic-bench-test-')), 'checkout')
execFileSync('git', ['worktree', 'add', '--detach', before, ref], { cwd: here, stdio: 'ignore' })
symlinkSync(join(here, 'node_modules'), join(before, 'node_modules'))

/** Seconds of one `npm test` in `cwd`, from start to exit; stops the bench if it fails. */
function npmTest(cwd: string): number {
  const start = performance.now()
  const { status, stdout, stderr } = spawnSync('npm', ['test'], { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 })
  const seconds = (performance.now() - start) / 1000
  if (status !== 0) throw new Error(`npm test failed in ${cwd}:\n${(stdout + stderr).slice(-5000)}`)
  return seconds
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const format = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`

try {
  const times = { before: [] as number[], after: [] as number[] }
  for (let run = 1; run <= runs; run++) {
    times.before.push(npmTest(before))
    console.log(`run ${run} at ${ref}: ${format(times.before.at(-1)!)}`)
    times.after.push(npmTest(here))
    console.log(`run ${run} now: ${format(times.after.at(-1)!)}`)
  }
  console.log(`npm test, median of ${runs}: ${format(median(times.before))} at ${ref}, ${format(median(times.after))} now`)
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', before], { cwd: here, stdio: 'ignore' })
}
