import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { copyProject } from '../projectCopy.ts'
import { CHILD_LIMIT } from './childLimit.ts'

// CONTRIBUTING.md's recipe for a component for editors (issue 46), followed on a
// copy of the project with the recipe's own sample: its files written where the
// recipe puts them, registered where it says, the editors' reference written
// again and its proving commands run as they stand in the recipe (among them the
// examples' test, which renders the new example and runs axe on it). If a place
// the recipe names moves, this test fails, so the recipe cannot drift from the code.

const section = (() => {
  const text = readFileSync('CONTRIBUTING.md', 'utf8')
  return text.slice(text.indexOf('\n## 2. '), text.indexOf('\n## 3. '))
})()

/** The sample's files: each code block whose first line is a comment naming its path. */
const files = [...section.matchAll(/```(?:tsx|ts|css)\n( *)(?:\/\/|\/\*) (components\/mdx\/[\w/.]+)(?: \*\/)?\n([\s\S]*?)\n *```/g)].map(
  ([, indent, path, body]) => ({
    path: path!,
    code: `${body!
      .split('\n')
      .map((line) => line.slice(indent!.length))
      .join('\n')}\n`,
  }),
)
const name = /components\/mdx\/(\w+)\//.exec(files[0]?.path ?? '')?.[1] ?? ''
const example = /example: '([^']+)'/.exec(files.find((file) => file.path.endsWith('.entry.ts'))?.code ?? '')?.[1] ?? ''
/** The last sh block of the section: the commands that prove the component. */
const commands = ([...section.matchAll(/```sh\n([\s\S]*?)\n *```/g)].at(-1)?.[1] ?? '')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)

const { root, remove } = copyProject('clinic-component-recipe-')
afterAll(remove)

/**
 * Runs a command of the recipe in the copy, as a developer types it there. Its limit only turns a hang into a
 * failure with the command's output: on a slow machine busy with the other suites, one `tsc` here took over 180 s.
 */
function run(command: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|GITHUB_|TEST$|NODE_ENV$)/.test(key)))
  const result = spawnSync('bash', ['-c', command], { cwd: root, encoding: 'utf8', env, timeout: CHILD_LIMIT })
  // A command stopped at its limit has no status: its error says so (spawnSync ETIMEDOUT).
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}${result.stderr}${result.error ? `\n${result.error.message}` : ''}`) }
}

/**
 * Puts `line` among the lines of `file` that `pattern` picks (a list in the order of the names, the name
 * being the pattern's first group), before the first whose name comes after `name`: as step 4 and 6 say.
 */
function insertInOrder(file: string, pattern: RegExp, line: string) {
  const path = join(root, file)
  const lines = readFileSync(path, 'utf8').split('\n')
  const listed = lines.flatMap((text, index) => {
    const found = pattern.exec(text)?.[1]
    return found ? [{ index, found }] : []
  })
  expect(listed.length, `${file} has the list the recipe names`).toBeGreaterThan(0)
  const after = listed.find(({ found }) => found.localeCompare(name, 'en') > 0)
  lines.splice(after ? after.index : listed.at(-1)!.index + 1, 0, line)
  writeFileSync(path, lines.join('\n'))
}

test('the recipe has a sample component (component, entry, styles) and the commands that prove it', () => {
  expect(files.map((file) => file.path)).toEqual([
    `components/mdx/${name}/${name}.tsx`,
    `components/mdx/${name}/${name}.entry.ts`,
    `components/mdx/${name}/${name}.css`,
  ])
  expect(existsSync(`components/mdx/${name}`), 'the sample is not a component of the project already').toBe(false)
  expect(example).toMatch(new RegExp(`^<${name}[ >]`))
  expect(commands).toContain('npm run docs:components')
  expect(commands.some((command) => command.includes('tests/unit/componentExamples.test.tsx'))).toBe(true)
})

test('following the recipe on a copy: the component is known, its example renders without axe violations, a page may use it', () => {
  // Steps 1-3 and 6: the folder and its files.
  for (const { path, code } of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), code)
  }
  // Step 4: registered in the registry and in the renderer's map, in the order of the names.
  insertInOrder(
    'lib/content/componentRegistry.ts',
    /^import \{ entry as (\w+) \} from '\.\.\/\.\.\/components\/mdx\//,
    `import { entry as ${name} } from '../../components/mdx/${name}/${name}.entry.ts'`,
  )
  insertInOrder('lib/content/componentRegistry.ts', /^ {2}(\w+),$/, `  ${name},`)
  insertInOrder(
    'renderer/textComponents.tsx',
    /^import \{ (\w+) \} from '\.\.\/components\/mdx\//,
    `import { ${name} } from '../components/mdx/${name}/${name}.tsx'`,
  )
  insertInOrder('renderer/textComponents.tsx', /^ {2}(\w+),$/, `  ${name},`)
  // Step 6: its styles imported into the site's stylesheet.
  insertInOrder('components/mdx/index.css', /^@import "\.\/(\w+)\//, `@import "./${name}/${name}.css";`)

  // Step 8: the commands that prove it, as the recipe writes them. The one that runs the examples' test
  // also writes its results as JSON (a second reporter changes nothing of what runs), read below.
  const results = join(root, 'recipe-results.json')
  for (const command of commands) {
    const reported = command.includes('tests/unit/componentExamples.test.tsx')
      ? `${command} --reporter=default --reporter=json --outputFile.json=${results}`
      : command
    const { status, output } = run(reported)
    expect(status, `${command}\n${output}`).toBe(0)
  }
  expect(readFileSync(join(root, 'docs/edycja/znaczniki.md'), 'utf8')).toContain(`<${name}`)
  // The examples' test ran the new example (rendered as a page, axe on it), not zero tests.
  const { testResults } = JSON.parse(readFileSync(results, 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] }
  const ran = testResults.flatMap((file) => file.assertionResults).filter((test) => test.fullName.includes(`the example of <${name}>`))
  expect(ran.map((test) => test.status)).toEqual(['passed'])

  // A page that writes the example passes the check; a misspelt attribute is refused in Polish.
  const page = join(root, 'content/o-nas.mdx')
  const text = readFileSync(page, 'utf8')
  writeFileSync(page, `${text}\n${example}\n`)
  expect(run('npm run --silent check').status).toBe(0)
  writeFileSync(page, `${text}\n${example.replace(`<${name}`, `<${name} tytul="x"`)}\n`)
  const refused = run('npm run --silent check')
  expect(refused.status).not.toBe(0)
  expect(refused.output).toMatch(new RegExp(`content/o-nas\\.mdx:\\d+:\\d+: .*${name}.*\\[komponent\\]`))
}, 1_200_000)
