import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { frozenSite } from './frozenSite.ts'

const project = resolve(import.meta.dirname, '..')
const siteFolders = ['content', 'public']

/**
 * Whether a path of the project is copied. Not Vike's transient files: while
 * a build or dev server runs in the project (npm test runs the spec suite's
 * build and the browser tests beside the build suite), Vike writes each
 * `+config.ts`-like file's transpiled code beside it as
 * `<name>.build-<hash>.mjs` and deletes it a moment later; a copy that listed
 * it failed with ENOENT (stop 48's CI), or carried a stray page file.
 */
export const copied = (path: string): boolean => !/\.build-[0-9a-f]+\.mjs$/.test(path)

/**
 * A copy of this project in a new temporary folder, to build or plant mistakes
 * in: every file but the build output and git's, node_modules linked. The files
 * are copied, not linked: Vike finds a page's files by their real path.
 * `site` says whose content/ and public/ it carries: the frozen test copy
 * (tests/fixtures/site, the default: for tests that expect particular values)
 * or the clinic's live ones.
 * Returns the folder and a function that removes it.
 */
export function copyProject(prefix: string, site: 'frozen' | 'live' = 'frozen'): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix))
  for (const entry of readdirSync(project)) {
    if (['node_modules', 'dist', '.git', '.data', 'test-results'].includes(entry)) continue
    if (site === 'frozen' && siteFolders.includes(entry)) continue
    cpSync(join(project, entry), join(root, entry), { recursive: true, filter: copied })
  }
  if (site === 'frozen') for (const folder of siteFolders) cpSync(join(frozenSite, folder), join(root, folder), { recursive: true })
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'))
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
