import { defineConfig } from 'vitest/config'
import { yamlPlugin } from './lib/vite/yamlPlugin.ts'

// Each project loads YAML data files the way the site build does.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [yamlPlugin()],
        // Some unit tests compile every page (the content checks) or build the site
        // (preview builds): on two busy cores they need more than vitest's 5 s.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
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
        },
      },
    ],
  },
})
