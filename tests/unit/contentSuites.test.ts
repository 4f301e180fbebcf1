import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { codeSuites, contentSuiteFiles, contentSuites } from '../e2e/contentSuites.ts'

// The content gate (`npm run test:content`, issue 41) is only as good as its
// list of browser test files: this keeps every file of tests/e2e/ decided, and
// the files that find a content mistake the rest would miss in the gate.

const e2eFiles = readdirSync('tests/e2e').filter((file) => file.endsWith('.test.ts'))

test('every browser test file is either in the content gate or, with its reason, left to npm test; none in both', () => {
  const listed = [...Object.keys(contentSuites), ...Object.keys(codeSuites)]
  expect(
    listed.filter((file) => !e2eFiles.includes(file)),
    'listed but not in tests/e2e/',
  ).toEqual([])
  expect(
    e2eFiles.filter((file) => !listed.includes(file)),
    'in tests/e2e/ but in neither list',
  ).toEqual([])
  expect(Object.keys(contentSuites).filter((file) => file in codeSuites)).toEqual([])
})

test('the gate runs the files that find a data row not shown, a broken link or anchor, an inaccessible page, an inline script, a visit type without its times', () => {
  for (const file of [
    'dataShown',
    'links',
    'pages',
    'pagesMobile',
    'security',
    'bookingForm',
    'bookingHints',
    'consentPages',
    'subPath',
    'hostCrawl',
    'testBuildFolder',
  ])
    expect(contentSuiteFiles).toContain(`tests/e2e/${file}.test.ts`)
})

test('scripts/testContent.ts hands vitest exactly that list, after the production and the test build', () => {
  const script = readFileSync('scripts/testContent.ts', 'utf8')
  expect(script).toContain("['npx', 'vitest', 'run', '--project', 'e2e', ...contentSuiteFiles]")
  expect(script.indexOf("'npm', 'run', 'build']")).toBeLessThan(script.indexOf("'npm', 'run', 'build:test'"))
  for (const step of ['validate:html', 'budget']) expect(script).toContain(`'npm', 'run', '${step}'`)
})
