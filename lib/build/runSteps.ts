import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

/** One command of a test run: its name for people, the command and its environment. */
export interface Step {
  name: string
  command: string[]
  env?: NodeJS.ProcessEnv
}

export interface StepResult {
  step: Step
  passed: boolean
  seconds: number
  output: string
}

/** Runs one step with its output kept until it ends, so that steps run side by side never interleave their lines. */
export function runStep(step: Step): Promise<StepResult> {
  const start = performance.now()
  const [program, ...args] = step.command
  const child = spawn(program!, args, { env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ step, passed: code === 0, seconds: (performance.now() - start) / 1000, output }))
  })
}

/**
 * Runs groups one after the other and the steps of a group side by side (on
 * two cores the processor one step leaves idle while it waits, for a browser,
 * a build or its last file, the other uses). Stops after the first group with
 * a step that fails; `report` hears each step as it ends.
 */
export async function runGroups(groups: readonly (readonly Step[])[], report: (result: StepResult) => void): Promise<boolean> {
  for (const group of groups) {
    const results = await Promise.all(
      group.map(async (step) => {
        const result = await runStep(step)
        report(result)
        return result
      }),
    )
    if (!results.every((result) => result.passed)) return false
  }
  return true
}

/**
 * Runs lanes side by side, each lane's groups one after the other (runGroups): a lane waits only for what it
 * needs, not for the slowest step of another lane's group. A lane that fails stops; the others go on, so one
 * run shows every failure. Passes when every lane passes.
 */
export async function runLanes(lanes: readonly (readonly (readonly Step[])[])[], report: (result: StepResult) => void): Promise<boolean> {
  const results = await Promise.all(lanes.map((lane) => runGroups(lane, report)))
  return results.every(Boolean)
}
