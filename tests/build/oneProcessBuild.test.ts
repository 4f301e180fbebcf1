import { pageRoute } from '../../lib/build/pageFile.ts'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, inject, test } from 'vitest'
import { readContentPages } from '../../lib/content/readContentPages.ts'

// `npm run build` is one process (issue 21): Vite's build opens with the
// content check and closes with the security headers, and each page is
// compiled once, by the check, whose modules the build takes.
// Read off the suite's shared build of the frozen site (tests/frozenBuild.ts), made
// by `npx vike build` in a copy of the project.
const build = inject('frozenBuild')
const { root } = build

test('npm run build is the one command vike build', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  expect(scripts.build).toBe('vike build')
})

test('the build opens with the check, once, and with what npm run check prints', () => {
  const lines = build.output.split('\n')
  const checked = lines.filter((line) => line.startsWith('Sprawdzenie treści: '))
  expect(checked, build.output).toHaveLength(1)
  expect(checked[0]).toMatch(/^Sprawdzenie treści: błędy: 0, uwagi: 0 \(\d+\.\d s\)\.$/)
  // Before Vite builds anything.
  expect(build.output.indexOf('Sprawdzenie treści: ')).toBeLessThan(build.output.indexOf('building client environment'))
})

test('every page is compiled once: the build takes each module the check compiled', () => {
  const pages = readContentPages(root).length
  expect(build.output).toContain(`Strony MDX wzięte z kompilacji sprawdzenia treści: ${pages}, skompilowane ponownie: 0.`)
})

test('the build closes with the headers, after the pages are prerendered', () => {
  expect(existsSync(join(build.client, '_headers'))).toBe(true)
  expect(build.output.indexOf('_headers: polityka bezpieczeństwa zapisana')).toBeGreaterThan(build.output.indexOf('pre-rendered'))
  const pages = readdirSync(build.client, { recursive: true, encoding: 'utf8' }).filter((file) => pageRoute(file) !== undefined)
  expect(pages.length).toBeGreaterThan(20)
  for (const page of pages) expect(readFileSync(join(build.client, page), 'utf8'), page).toContain('http-equiv="Content-Security-Policy"')
})

// A deployer's trial found an empty .vite folder published with the pages (Vite's, for a manifest the site does not write).
test('what is published holds no folder of the build tools', () => {
  const folders = readdirSync(build.client, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  expect(folders.map((entry) => entry.name).filter((name) => name.startsWith('.'))).toEqual([])
})
