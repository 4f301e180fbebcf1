// `npm run bench:test -- <git ref> [runs] [--steps] [--only name,name]` (never part
// of `npm test`): the time of the whole `npm test`, of `npm run test:content`
// and, with --steps, of each step of `npm test` (its script split at `&&`, or
// the steps scripts/test.ts lists, as each side has it) in this checkout against the same at an
// earlier commit (checked out into a temporary git worktree that shares this
// node_modules). Each command is a whole process, run in turns, A B A B, so
// that a machine slowing down or speeding up over the minutes weighs on both
// alike. Prints each run and, per command, the median of each side: the wall
// time and, where /usr/bin/time is installed, the processor time (user +
// system, children included), which a machine shared with other work changes
// less. The figures go into docs/PERFORMANCE.md by hand, with the commit they
// compare against.
//
// Examples: npm run bench:test -- 55e3b4e 3
//           npm run bench:test -- 55e3b4e 3 --steps --only typecheck,test:unit
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const flags = process.argv.slice(2)
const only = flags.includes('--only') ? flags[flags.indexOf('--only') + 1]?.split(',') : undefined
const [ref, runsArgument = '1'] = flags.filter((flag, index) => !flag.startsWith('--') && flags[index - 1] !== '--only')
if (!ref) {
  console.error('Podaj commit do porównania, np.: npm run bench:test -- 55e3b4e 2 [--steps] [--only typecheck,test:unit]')
  process.exit(2)
}
const runs = Number(runsArgument)
const here = process.cwd()
const scratch = mkdtempSync(join(tmpdir(), 'clinic-bench-test-'))
const before = join(scratch, 'checkout')
execFileSync('git', ['worktree', 'add', '--detach', before, ref], { cwd: here, stdio: 'ignore' })
symlinkSync(join(here, 'node_modules'), join(before, 'node_modules'))
const timeTool = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined

interface Command {
  name: string
  /** A shell command, as package.json writes it. */
  shell: string
}

/** The steps of `npm test` in a checkout: its script split at `&&` (before issue 41), or those scripts/test.ts lists (since). */
function testSteps(cwd: string, test: string): string[] {
  if (test.includes('&&')) return test.split('&&').map((part) => part.trim())
  const listed = execFileSync('npx', ['tsx', 'scripts/test.ts', '--list'], { cwd, encoding: 'utf8' })
  return (JSON.parse(listed) as { script: string; env: string }[]).map(({ script, env }) => `${env} npm run ${script}`.trim())
}

/** The commands to time in a checkout: `npm test`, `npm run test:content` (when it has one) and, with --steps, each step of its `npm test`. */
function commandsIn(cwd: string): Command[] {
  const scripts = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  const commands: Command[] = [{ name: 'npm test', shell: 'npm test' }]
  if (scripts['test:content']) commands.push({ name: 'test:content', shell: 'npm run test:content' })
  if (flags.includes('--steps')) {
    for (const step of testSteps(cwd, scripts.test!)) {
      // "SITE_DIST=dist/test npm run test:site" is named test:site.
      commands.push({ name: /npm run (\S+)/.exec(step)?.[1] ?? step, shell: step })
    }
  }
  return commands.filter((command) => !only || only.includes(command.name) || only.includes(command.shell))
}

interface Timing {
  wall: number
  /** User + system seconds of the command and every process it waited for. */
  cpu?: number
}

/** One whole run of `shell` in `cwd`; stops the bench if it fails. */
function time(cwd: string, shell: string): Timing {
  const cpuFile = join(scratch, 'cpu')
  const [command, ...args] = timeTool ? [timeTool, '-f', '%U %S', '-o', cpuFile, 'sh', '-c', shell] : ['sh', '-c', shell]
  const start = performance.now()
  const { status, stdout, stderr } = spawnSync(command!, args, { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 })
  const wall = (performance.now() - start) / 1000
  if (status !== 0) throw new Error(`${shell} failed in ${cwd}:\n${(stdout + stderr).slice(-5000)}`)
  if (!timeTool) return { wall }
  const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
  rmSync(cpuFile)
  return { wall, cpu: user! + system! }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const format = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`)
const formatTiming = (timing: Timing) => `${format(timing.wall)}${timing.cpu === undefined ? '' : ` (processor ${format(timing.cpu)})`}`
const medianOf = (timings: Timing[]): Timing => ({
  wall: median(timings.map((timing) => timing.wall)),
  cpu: timings.every((timing) => timing.cpu !== undefined) ? median(timings.map((timing) => timing.cpu!)) : undefined,
})

try {
  const sides = { [ref]: { cwd: before, commands: commandsIn(before) }, now: { cwd: here, commands: commandsIn(here) } }
  const names = [...new Set(Object.values(sides).flatMap((side) => side.commands.map((command) => command.name)))]
  const results: string[] = []
  for (const name of names) {
    const times: Record<string, Timing[]> = {}
    for (let run = 1; run <= runs; run++) {
      for (const [label, side] of Object.entries(sides)) {
        const command = side.commands.find((candidate) => candidate.name === name)
        if (!command) {
          if (run === 1) console.log(`${name}: none at ${label}, skipped there`)
          continue
        }
        const timing = time(side.cwd, command.shell)
        ;(times[label] ??= []).push(timing)
        console.log(`${name}, run ${run} at ${label}: ${formatTiming(timing)}`)
      }
    }
    const medians = Object.entries(times).map(([label, timings]) => `${formatTiming(medianOf(timings))} at ${label}`)
    results.push(`${name}, median of ${runs}: ${medians.join(', ')}`)
  }
  console.log(results.join('\n'))
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', before], { cwd: here, stdio: 'ignore' })
  rmSync(scratch, { recursive: true, force: true })
}
