import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { copyProject } from '../projectCopy.ts'
import { CHILD_LIMIT } from './childLimit.ts'

// CONTRIBUTING.md's recipe for a rule of the content check (issue 46), followed
// on a copy of the project with the recipe's own sample: its file written where
// the recipe puts it, registered where it says, the catalogue written again and
// its proving commands run as they stand in the recipe. If a place the recipe
// names moves (the rules' folder, the list, a command), this test fails, so the
// recipe cannot drift from the code.

const recipe = (() => {
  const text = readFileSync('CONTRIBUTING.md', 'utf8')
  const section = text.slice(text.indexOf('\n## 1. '), text.indexOf('\n## 2. '))
  // The sample: the ts block whose first line names its file.
  const sample = /```ts\n( *)\/\/ (lib\/check\/rules\/[\w-]+\.ts)\n([\s\S]*?)\n *```/.exec(section)
  if (!sample) throw new Error("CONTRIBUTING.md's rule recipe has no sample rule (a ts block starting with `// lib/check/rules/<id>.ts`)")
  const [, indent, path, body] = sample as unknown as [string, string, string, string]
  const code = body
    .split('\n')
    .map((line) => line.slice(indent.length))
    .join('\n')
  // The last sh block of the section: the commands that prove the rule.
  const commands = [...section.matchAll(/```sh\n([\s\S]*?)\n *```/g)].at(-1)?.[1]
  return {
    section,
    path,
    code: `${code}\n`,
    commands: (commands ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }
})()

const id = /id: '([\w-]+)'/.exec(recipe.code)?.[1] ?? ''
const name = /export const (\w+): Rule/.exec(recipe.code)?.[1] ?? ''
const notOk = /notOk: \[\{ text: '([^']+)'/.exec(recipe.code)?.[1] ?? ''

const { root, remove } = copyProject('clinic-rule-recipe-')
const { bundlePath } = (await import(join(root, 'scripts/bundled.mjs'))) as { bundlePath: (entry: string) => string }
afterAll(() => {
  // The check's bundle is kept per project folder: this copy's goes with it.
  for (const file of [bundlePath('scripts/check.ts'), `${bundlePath('scripts/check.ts')}.json`]) rmSync(file, { force: true })
  remove()
})

/** Runs a command of the recipe in the copy, as a developer types it there. */
function run(command: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|GITHUB_|TEST$|NODE_ENV$)/.test(key)))
  const result = spawnSync('bash', ['-c', command], { cwd: root, encoding: 'utf8', env, timeout: CHILD_LIMIT })
  // A command stopped at its limit has no status: its error says so (spawnSync ETIMEDOUT).
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}${result.stderr}${result.error ? `\n${result.error.message}` : ''}`) }
}

test('the recipe has a sample rule, its place in the list and the commands that prove it', () => {
  expect(recipe.path).toBe(`lib/check/rules/${id}.ts`)
  expect([id, name, notOk].every(Boolean), 'id, exported name and a not-ok example in the sample').toBe(true)
  expect(existsSync(recipe.path), 'the sample is not a rule of the project already').toBe(false)
  expect(recipe.section).toContain('`pominiecie(allRules)`')
  expect(recipe.commands.some((command) => command.includes('rules.test.ts'))).toBe(true)
  expect(recipe.commands).toContain('npm run check')
})

test('following the recipe on a copy: the check runs the new rule, its examples pass, a planted mistake is reported', () => {
  // Step 2: the rule's file.
  writeFileSync(join(root, recipe.path), recipe.code)
  // Step 3: imported in the list of rules and listed before the rules that judge excuses and settings.
  const list = join(root, 'lib/check/rules/index.ts')
  const before = readFileSync(list, 'utf8')
  expect(before, 'the list of rules has the place the recipe names').toMatch(/^ {2}pominiecie\(allRules\),$/m)
  writeFileSync(list, `import { ${name} } from './${id}.ts'\n${before.replace(/^ {2}pominiecie\(allRules\),$/m, `  ${name},\n  pominiecie(allRules),`)}`)
  // Step 6: the editors' catalogue written again.
  const docs = run('npm run docs:rules')
  expect(docs.status, docs.output).toBe(0)
  expect(readFileSync(join(root, 'docs/edycja/sprawdzenie.md'), 'utf8')).toContain(`\n## ${id}\n`)

  // Step 8: the commands that prove it, as the recipe writes them.
  for (const command of recipe.commands.map((line) => line.replaceAll('<id>', id))) {
    const { status, output } = run(command)
    expect(status, `${command}\n${output}`).toBe(0)
    if (command.includes('rules.test.ts')) {
      // The new rule's own tests ran (documentation, each ok and each not-ok example), not zero tests.
      expect(Number(/Tests +(\d+) passed/.exec(output)?.[1] ?? 0), `${command}\n${output}`).toBeGreaterThanOrEqual(3)
      expect(output).not.toMatch(/\bfailed\b/)
    }
  }

  // The check runs it: the sample's not-ok example planted in a page is reported at its line with its id.
  const page = join(root, 'content/o-nas.mdx')
  const text = readFileSync(page, 'utf8')
  writeFileSync(page, `${text}\n${notOk}\n`)
  const line = `${text}\n`.split('\n').length
  const { output } = run('npm run --silent check')
  expect(output).toMatch(new RegExp(`^content/o-nas\\.mdx:${line}:\\d+: .*\\[${id}\\]$`, 'm'))
}, 600_000)
