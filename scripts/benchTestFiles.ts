// `npx tsx scripts/benchTestFiles.ts [runs] <test file>...` (never part of `npm test`): runs each
// browser test file alone (`vitest run --project e2e <file>` on the built SITE_DIST, dist/test by
// default; build it first) `runs` times (default 3), in turns (file A, file B, A, B…), and prints
// each run and, per file, the median wall time and processor time. The processor time is that
// of every process the run started, Chromium's included: /usr/bin/time misses Chromium (its
// processes are not all waited for by the test process), and the whole machine's /proc/stat
// counts whatever else runs beside. So the run's process tree is read from /proc four times a
// second and each process's user + system time is taken at its last reading; a process that
// starts and ends between two readings is missed (none of the browser's do: they live as long as
// the test file). On a machine shared with other work, processor seconds move much less than
// wall seconds: compare those.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

const args = process.argv.slice(2)
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3
if (args.length === 0) {
  console.error('Podaj pliki testów, np.: npx tsx scripts/benchTestFiles.ts 3 tests/e2e/adminLanguage.test.ts')
  process.exit(2)
}
const ticks = 100 // USER_HZ on Linux

/** Every process now: its parent and its user + system seconds, keyed by pid and start time (a pid can be reused). */
function processes(): Map<string, { pid: number; parent: number; seconds: number }> {
  const found = new Map<string, { pid: number; parent: number; seconds: number }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      found.set(`${name}@${fields[19]}`, { pid: Number(name), parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / ticks })
    } catch {
      // Ended while being read.
    }
  }
  return found
}

/** Runs one test file; resolves with its wall seconds, the processor seconds of its process tree, and its exit code. */
function runOnce(file: string): Promise<{ wall: number; cpu: number; code: number | null }> {
  const started = performance.now()
  const child = spawn('npx', ['vitest', 'run', '--project', 'e2e', file], {
    env: { ...process.env, SITE_DIST: process.env.SITE_DIST ?? 'dist/test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const seen = new Map<string, number>()
  const sample = () => {
    const now = processes()
    const inTree = new Set<number>([child.pid!])
    // Parents come before their children often but not always: repeat until nothing is added.
    for (let added = true; added; ) {
      added = false
      for (const [key, { pid, parent, seconds }] of now) {
        if ((inTree.has(parent) || seen.has(key)) && !inTree.has(pid)) {
          inTree.add(pid)
          added = true
        }
        if (inTree.has(pid)) seen.set(key, Math.max(seconds, seen.get(key) ?? 0))
      }
    }
  }
  const timer = setInterval(sample, 250)
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearInterval(timer)
      const cpu = [...seen.values()].reduce((sum, seconds) => sum + seconds, 0)
      resolve({ wall: (performance.now() - started) / 1000, cpu, code })
    })
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const results = new Map<string, { wall: number; cpu: number; code: number | null }[]>(args.map((file) => [file, []]))
for (let run = 1; run <= runs; run++) {
  for (const file of args) {
    const result = await runOnce(file)
    results.get(file)!.push(result)
    console.log(`run ${run} ${file}: ${result.wall.toFixed(1)} s, processor ${result.cpu.toFixed(1)} s${result.code === 0 ? '' : `, exit ${result.code}`}`)
  }
}
console.log(`\nmedian of ${runs} (min–max): wall s, processor s`)
for (const [file, list] of results) {
  const walls = list.map(({ wall }) => wall)
  const cpus = list.map(({ cpu }) => cpu)
  const failed = list.filter(({ code }) => code !== 0).length
  console.log(
    `${file}: ${median(walls).toFixed(1)} (${Math.min(...walls).toFixed(1)}–${Math.max(...walls).toFixed(1)}), ` +
      `processor ${median(cpus).toFixed(1)} (${Math.min(...cpus).toFixed(1)}–${Math.max(...cpus).toFixed(1)})${failed ? `, ${failed} failed` : ''}`,
  )
}
