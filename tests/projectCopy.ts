import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const project = resolve(import.meta.dirname, '..')

/**
 * A copy of this project in a new temporary folder, to plant mistakes in:
 * every file but the build output and git's, node_modules linked. The files
 * are copied, not linked: Vike finds a page's files by their real path.
 * Returns the folder and a function that removes it.
 */
export function copyProject(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix))
  for (const entry of readdirSync(project)) {
    if (['node_modules', 'dist', '.git', '.data', 'test-results'].includes(entry)) continue
    cpSync(join(project, entry), join(root, entry), { recursive: true })
  }
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'))
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
