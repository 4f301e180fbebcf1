import { describe, expect, test } from 'vitest'
import { runLanes, type Step, type StepResult } from '../../../lib/build/runSteps.ts'

// npm test's scheduler (scripts/test.ts): lanes side by side, a lane's groups in order, a lane stopping at its
// first failing group while the others go on. The steps are tiny Node processes that print their name.
const step = (name: string, code = 0): Step => ({
  name,
  command: [process.execPath, '-e', `process.stdout.write(${JSON.stringify(name)}); process.exit(${code})`],
})

async function run(lanes: Step[][][]) {
  const heard: StepResult[] = []
  const passed = await runLanes(lanes, (result) => heard.push(result))
  return { passed, ran: heard.map(({ step, passed, output }) => `${step.name}:${passed ? 'ok' : 'failed'}:${output}`) }
}

describe('runLanes', () => {
  test('runs every step of every lane and passes when all pass', async () => {
    const { passed, ran } = await run([[[step('a1'), step('a2')], [step('a3')]], [[step('b1')]]])
    expect(passed).toBe(true)
    expect(ran.sort()).toEqual(['a1:ok:a1', 'a2:ok:a2', 'a3:ok:a3', 'b1:ok:b1'])
  })

  test("a lane's later group waits for its earlier group", async () => {
    const heard: string[] = []
    await runLanes([[[step('first')], [step('second')]]], ({ step }) => heard.push(step.name))
    expect(heard).toEqual(['first', 'second'])
  })

  test('a failing group stops its lane; the other lane still runs to its end; the run fails', async () => {
    const { passed, ran } = await run([
      [[step('unit', 1)], [step('after-unit')]],
      [[step('build')], [step('e2e')]],
    ])
    expect(passed).toBe(false)
    expect(ran.sort()).toEqual(['build:ok:build', 'e2e:ok:e2e', 'unit:failed:unit'])
  })
})
