import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { copyProject } from '../projectCopy.ts'
import { CHILD_LIMIT } from './childLimit.ts'

// `npm run check` runs scripts/check.ts, and vite.config.ts loads the site's
// plugins, bundled into one file each (scripts/bundled.mjs):
// built on first use, kept while nothing it came from changes, built again
// as soon as a file of lib/ changes, so an edit to the check is never ignored.
const { root, remove } = copyProject('clinic-bundle-')
const { bundlePath } = (await import(join(root, 'scripts/bundled.mjs'))) as { bundlePath: (entry: string) => string }
const bundle = bundlePath('scripts/check.ts')

afterAll(() => {
  rmSync(bundle, { force: true })
  rmSync(`${bundle}.json`, { force: true })
  remove()
})

function check(): string {
  const result = spawnSync('node', ['scripts/check.mjs'], { cwd: root, encoding: 'utf8', timeout: CHILD_LIMIT })
  expect(result.status, result.stdout + result.stderr).toBe(0)
  return result.stdout
}

test('built on first use, kept while nothing changes, built again when a file of lib/ changes', () => {
  expect(check()).toMatch(/^Sprawdzenie treści: błędy: 0, uwagi: 0/m)
  const first = statSync(bundle).mtimeMs

  check()
  expect(statSync(bundle).mtimeMs).toBe(first)

  const report = join(root, 'lib/check/reportProblems.ts')
  writeFileSync(report, readFileSync(report, 'utf8').replace('`Sprawdzenie treści: błędy:', '`Sprawdzenie treści (zmienione): błędy:'))
  expect(check()).toMatch(/^Sprawdzenie treści \(zmienione\): błędy: 0, uwagi: 0/m)
  expect(statSync(bundle).mtimeMs).toBeGreaterThan(first)
})

test('where node_modules/.cache cannot be written, the check and the build still run (through tsx) and say why', () => {
  // Another copy whose node_modules holds every package but has a file where the cache folder would go.
  const { root: other, remove: removeOther } = copyProject('clinic-bundle-readonly-')
  try {
    const modules = join(other, 'node_modules')
    const shared = join(import.meta.dirname, '../../node_modules')
    rmSync(modules)
    mkdirSync(modules)
    for (const name of readdirSync(shared)) if (name !== '.cache') symlinkSync(join(shared, name), join(modules, name))
    writeFileSync(join(modules, '.cache'), '')
    const result = spawnSync('node', ['scripts/check.mjs'], { cwd: other, encoding: 'utf8', timeout: CHILD_LIMIT })
    expect(result.status, result.stdout + result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^Sprawdzenie treści: błędy: 0, uwagi: 0/m)
    expect(result.stderr).toContain('scripts/check.ts wczytane bez pliku w node_modules/.cache')
    // vite.config.ts loads the site's plugins the same way.
    const build = spawnSync('node', ['node_modules/vike/bin.js', 'build'], {
      cwd: other,
      encoding: 'utf8',
      timeout: CHILD_LIMIT,
      env: { ...process.env, NO_COLOR: '1' },
    })
    expect(build.status, build.stdout + build.stderr).toBe(0)
    expect(build.stderr).toContain('lib/vite/clinicPlugins.ts wczytane bez pliku w node_modules/.cache')
    expect(build.stdout).toMatch(/^Sprawdzenie treści: błędy: 0, uwagi: 0/m)
    expect(readFileSync(join(other, 'dist/client/index.html'), 'utf8')).toContain('<h1')
  } finally {
    removeOther()
  }
}, 180_000)
