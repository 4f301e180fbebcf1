import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { componentNames } from '../../lib/content/componentRegistry.ts'

// The layout of this folder (components/mdx/README.md), as a test: one folder per
// component a page may use, named as pages write it, holding the component and its
// registry entry; its styles, when it has any, reach the site's one stylesheet.
// Read as files: importing the components would compile the site's data.

const root = 'components/mdx'
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

test('every registry name has its folder with the component and its entry, and every folder is in the registry', () => {
  expect(folders).toEqual([...componentNames].sort())
  for (const name of folders) {
    const component = join(root, name, `${name}.tsx`)
    expect(existsSync(component), component).toBe(true)
    expect(readFileSync(component, 'utf8'), `${component} exports ${name}`).toMatch(new RegExp(`^export function ${name}\\b`, 'm'))
    const entry = join(root, name, `${name}.entry.ts`)
    expect(readFileSync(entry, 'utf8'), `${entry} exports its entry`).toMatch(/^export const entry = /m)
  }
})

test('the registry gathers each entry from its own folder', () => {
  const registry = readFileSync('lib/content/componentRegistry.ts', 'utf8')
  for (const name of folders) expect(registry, name).toContain(`import { entry as ${name} } from '../../components/mdx/${name}/${name}.entry.ts'`)
})

test('every component’s stylesheet is imported once, in the order of the names, into the site’s one stylesheet', () => {
  const styled = folders.filter((name) => existsSync(join(root, name, `${name}.css`)))
  const imports = [...readFileSync(join(root, 'index.css'), 'utf8').matchAll(/^@import "\.\/(\w+)\/(\w+)\.css";$/gm)].map(([, folder, file]) => {
    expect(file).toBe(folder)
    return folder!
  })
  expect(imports).toEqual(styled)
  expect(readFileSync('renderer/styles/index.css', 'utf8')).toContain('@import "../../components/mdx/index.css";')
  // A stylesheet nothing imports would never reach a page: only the components' own files live here.
  const stray = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('.css') && path !== 'index.css' && !styled.some((name) => path === join(name, `${name}.css`)),
  )
  expect(stray).toEqual([])
})
