import { defineConfig } from 'vitest/config'
import { yamlPlugin } from './lib/vite/yamlPlugin.ts'
import { BUILD_DATE } from './tests/frozenBuildDate.ts'
import { frozenSitePlugin } from './tests/frozenSite.ts'

// Each project loads YAML data files the way the site build does.
// - unit: fast, in-process tests; whatever they import from content/ is the
//   frozen test site (tests/fixtures/site), so they may pin its values.
// - build: whole builds and commands run in copies of the project that carry
//   the frozen test site (tests/projectCopy.ts).
// - e2e: the browser suite on a build of the clinic's live content/: it asserts
//   only what holds for any content the check accepts, reading values from data.
// - spec: the spec's facts (prices, hours, weeks, sentences) in the browser, on
//   a build of the frozen test site.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [frozenSitePlugin(), yamlPlugin()],
        // Some unit tests compile every page (the content checks): on two busy cores they need more than vitest's 5 s.
        // isolate: false: a worker imports the project's modules once for all its files instead of once per file (issue 41:
        // about a third less processor time), and the check's caches of unchanged pages (lib/check/load/loadTrees.ts) carry
        // over from file to file. No unit test mocks a module; stubs and spies are undone after each test, and
        // FORM_ENDPOINT, which renderer/preview/renderPagePreview.test.ts sets for the modules it loads, is read by no other unit test.
        test: {
          name: 'unit',
          // An editors' component's own test sits in its folder (components/mdx/<Name>/<Name>.test.tsx).
          include: ['tests/unit/**/*.test.{ts,tsx}', 'components/mdx/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        plugins: [frozenSitePlugin(), yamlPlugin()],
        // globalSetup: the frozen site built once with the default options, for every file that only reads such a build.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/build/globalSetup.ts'],
          environment: 'node',
          // Limits, not waits: a site build takes 30-60 s alone, but a build hook of 120 s timed out beside the other
          // lanes on a busy machine (a file sets a longer one where it builds several sites).
          testTimeout: 120_000,
          hookTimeout: 300_000,
          maxWorkers: 2,
          // As in unit: the project's modules imported once per worker (no file mocks one or changes process.env).
          isolate: false,
        },
      },
      {
        plugins: [yamlPlugin()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two cores: one browser per test file, two files at a time.
          maxWorkers: 2,
          // As in unit: a worker imports the helpers, the data and the check once for all its files (issue 41:
          // they were about a tenth of the suite's processor time). No file mocks a module or changes
          // process.env; what a file sends to the form service is told apart by a tag per file (tests/e2e/browser.ts).
          isolate: false,
        },
      },
      {
        plugins: [frozenSitePlugin(), yamlPlugin()],
        test: {
          name: 'spec',
          include: ['tests/spec/**/*.test.ts'],
          globalSetup: ['tests/spec/globalSetup.ts'],
          // The day the frozen site is built for (tests/frozenBuildDate.ts), for the tests that work out what it shows.
          env: { BUILD_DATE },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          // As in e2e: the helpers and the data imported once per worker.
          isolate: false,
        },
      },
    ],
  },
})
