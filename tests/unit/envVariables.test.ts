// docs/ARCHITECTURE.md lists every environment variable the code reads, in one
// table (issue 31: some twenty were read and documented nowhere as a list).
// This reads the code the way a person would grep it and holds the table to it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const root = process.cwd()
const sources = ['lib', 'scripts', 'pages', 'renderer', 'components', 'tests', 'vite.config.ts', 'vitest.config.ts']
// The frozen copy of the site holds content, not code; this file's own examples are no reading.
const skipped = ['tests/fixtures', 'tests/unit/envVariables.test.ts']

function codeFiles(path: string): string[] {
  if (skipped.includes(path)) return []
  if (statSync(join(root, path)).isDirectory()) return readdirSync(join(root, path)).flatMap((name) => codeFiles(`${path}/${name}`))
  return /\.(ts|tsx|mjs|js)$/.test(path) ? [path] : []
}

/** Names read as `process.env.X`, `import.meta.env.X`, `env.X` (a function's environment), `process.env['X']` or `const { X } = env`. */
function variablesRead(code: string): string[] {
  const names = [
    ...[...code.matchAll(/(?:process\.env|import\.meta\.env|\benv)\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!),
    ...[...code.matchAll(/process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)].map((match) => match[1]!),
    ...[...code.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g)].flatMap((match) =>
      [...match[1]!.matchAll(/(?:^|,)\s*([A-Z][A-Z0-9_]*)\s*(?=[:,]|$)/g)].map((key) => key[1]!),
    ),
  ]
  return [...new Set(names)]
}

/** The first column of the table under '## Environment variables': `X` or `import.meta.env.X`. */
function variablesDocumented(): string[] {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8')
  const section = doc.split('\n## Environment variables\n')[1]!.split('\n## ')[0]!
  return section.split('\n').flatMap((line) => {
    const name = /^\| `(?:import\.meta\.env\.)?([A-Z][A-Z0-9_]*)` \|/.exec(line)?.[1]
    return name ? [name] : []
  })
}

it('finds each form of reading a variable', () => {
  const code = "process.env.A_1; import.meta.env.B; env.C; process.env['D']; const { E: e, F } = process.env; x.env.lower"
  expect(variablesRead(code).sort()).toEqual(['A_1', 'B', 'C', 'D', 'E', 'F'])
})

it('docs/ARCHITECTURE.md lists every environment variable the code reads, and no other', () => {
  const read = [...new Set(sources.flatMap(codeFiles).flatMap((file) => variablesRead(readFileSync(join(root, file), 'utf8'))))].sort()
  const documented = variablesDocumented()
  expect({ missingFromTable: read.filter((name) => !documented.includes(name)), noLongerRead: documented.filter((name) => !read.includes(name)) }).toEqual({
    missingFromTable: [],
    noLongerRead: [],
  })
  expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([])
})
