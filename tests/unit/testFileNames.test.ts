import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// A unit test is named after what it tests (issue 46; docs/TESTING.md, 'Where a unit test goes'):
// tests/unit/<folder>/<module>.test.ts tests lib/<folder>/<module>.ts (a folder's index.ts counts as
// the folder: check/rules.test.ts tests lib/check/rules/index.ts), or <folder>/<module>.ts outside lib/
// (tests/unit/scripts/formService.test.ts tests scripts/formService.ts). A module with more to test than
// one file holds may add a topic: check/runChecks.slips.test.ts. Only the tests below, about the project
// as a whole rather than one module, stand at the top of tests/unit/.
// React components' tests (*.test.tsx) render a component and are named after it; they are not held here.
const WHOLE_SITE = [
  // The docs and what they promise.
  'readme.test.ts', // README's size, commands and folder map
  'envVariables.test.ts', // docs/ARCHITECTURE.md's table of environment variables against the code
  'docLinks.test.ts', // every link from a message, a form's hint or the docs lands on its heading
  'editorsStartPage.test.ts', // docs/edycja/README.md is short and links every page of the guide
  // The CI and the test suites themselves.
  'workflows.test.ts', // .github/workflows validated offline
  'workflowGates.test.ts', // which tests the pull-request check and the deploys choose to run
  'contentSuites.test.ts', // every browser test file is in tests/e2e/contentSuites.ts's lists
  'projectCopy.test.ts', // tests/projectCopy.ts, the build suite's copies of the project
  'hostRules.test.ts', // tests/hosting/hostRules.ts, the emulated hosts' address rules
  'checkHelpers.test.ts', // tests/unit/checkHelpers.ts: every copy of the frozen site a test gets is whole
  'testFileNames.test.ts', // this convention
  // The frozen test site's content against its samples (content/data/samples.yaml).
  'sampleCoverage.test.ts',
  'unconfirmedCommitments.test.ts',
]

// Tests of a React component's file that stand at the top of tests/unit/ until they move next to their
// component (issue 46: components/mdx/<Name>/); a component's tests are named after it there.
const COMPONENT_TESTS = ['sharedNote.test.ts'] // components/prices/VaccinePriceTable.tsx's sharedValue

// A browser-only script is <module>.client.ts (components/consent/analytics.client.ts): its test is <module>.test.ts.
const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs', '.client.ts']

/** Whether `module` of `folder` exists: lib/<folder>/<module>.ts (or its index.ts), or <folder>/<module>.ts outside lib/. */
const moduleExists = (root: string, folder: string, module: string) =>
  [join(root, 'lib', folder), join(root, folder)].some(
    (base) => sourceExtensions.some((extension) => existsSync(join(base, module + extension))) || existsSync(join(base, module, 'index.ts')),
  )

/** The unit test files of `tests` (paths below it, '/'-separated) that break the convention, each with why. */
function misnamedTests(root: string, tests: readonly string[], wholeSite: readonly string[] = [...WHOLE_SITE, ...COMPONENT_TESTS]): string[] {
  const wrong: string[] = []
  for (const path of tests) {
    if (!path.endsWith('.test.ts')) continue
    const parts = path.split('/')
    const name = parts.pop() as string
    if (parts.length === 0) {
      if (!wholeSite.includes(name)) wrong.push(`${path}: at the top of tests/unit/, but not a whole-site test`)
      continue
    }
    const module = name.slice(0, -'.test.ts'.length).split('.')[0] as string
    const folder = parts.join('/')
    if (!moduleExists(root, folder, module)) wrong.push(`${path}: neither lib/${folder}/${module}.ts nor ${folder}/${module}.ts exists`)
  }
  return wrong
}

const unitTests = (folder: string, below = ''): string[] =>
  readdirSync(join(folder, below), { withFileTypes: true }).flatMap((entry) => {
    const path = below ? `${below}/${entry.name}` : entry.name
    return entry.isDirectory() ? unitTests(folder, path) : [path]
  })

test('every unit test file is named after the module it tests, or is a whole-site test', () => {
  expect(misnamedTests(process.cwd(), unitTests('tests/unit'))).toEqual([])
})

test('the lists of whole-site and component tests name only files that exist', () => {
  expect([...WHOLE_SITE, ...COMPONENT_TESTS].filter((name) => !existsSync(join('tests/unit', name)))).toEqual([])
})

test('a test named after something else, or placed in the wrong folder, is refused', () => {
  const root = process.cwd()
  expect(
    misnamedTests(root, [
      'forms/timeSlots.test.ts',
      'check/rules.test.ts',
      'check/runChecks.slips.test.ts',
      'scripts/formService.test.ts',
      'readme.test.ts',
      'forms/formHelpers.test.ts',
      'data/timeSlots.test.ts',
      'formHelpers.test.ts',
      'Cta.test.tsx',
    ]),
  ).toEqual([
    'forms/formHelpers.test.ts: neither lib/forms/formHelpers.ts nor forms/formHelpers.ts exists',
    'data/timeSlots.test.ts: neither lib/data/timeSlots.ts nor data/timeSlots.ts exists',
    'formHelpers.test.ts: at the top of tests/unit/, but not a whole-site test',
  ])
})
