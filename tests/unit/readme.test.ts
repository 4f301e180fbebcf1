// The README is the project's front door (issue 31): short, with the two
// commands exactly as CI runs them, and a folder map that cannot go stale:
// every folder of the project, of lib/ and of components/ has its line, and
// every line names a folder that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = process.cwd()
const readme = readFileSync(join(root, 'README.md'), 'utf8')

/** The lines of the fenced block that follows `heading`. */
function blockAfter(heading: string): string[] {
  const section = readme.split(`\n${heading}\n`)[1] ?? ''
  return /```[a-z]*\n([\s\S]*?)```/.exec(section)?.[1]?.split('\n') ?? []
}

/** Folders git tracks here: not .git, nor what .gitignore names (node_modules, dist/, ...). */
function projectFolders(): string[] {
  const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.includes('*'))
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !ignored.includes(entry.name))
    .map((entry) => `${entry.name}/`)
}

const subfolders = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}/`)

const mapped = blockAfter('## Folders')
  .map((line) => line.split(/\s+/)[0]!)
  .filter((path) => path.endsWith('/'))

describe('README.md', () => {
  it('is under 8 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(8 * 1024)
  })

  it('gives the two commands exactly', () => {
    const commands = blockAfter('## Two commands').map((line) => line.trim())
    expect(commands).toContain('npm install && npm start')
    expect(commands).toContain('npm test')
  })

  it('maps every folder of the project, of lib/ and of components/', () => {
    const folders = [...projectFolders(), ...subfolders('lib'), ...subfolders('components')]
    expect(folders.filter((folder) => !mapped.includes(folder))).toEqual([])
  })

  it('maps no folder that does not exist', () => {
    expect(mapped.filter((path) => !existsSync(join(root, path)) || !statSync(join(root, path)).isDirectory())).toEqual([])
  })

  it('maps each folder once', () => {
    expect(mapped.filter((path, index) => mapped.indexOf(path) !== index)).toEqual([])
  })
})
