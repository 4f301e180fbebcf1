import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What `npm start`'s local build (dist/local) is built from: the site's sources and editor.yaml (whether
 * /admin/ is the editor or the page that says it is not set up yet).
 */
export const LOCAL_BUILD_SOURCES = ['content', 'pages', 'components', 'renderer', 'lib', 'public', 'vite.config.ts', 'package.json', 'editor.yaml']

/**
 * The state of the sources, to compare with the one the last local build was made from: every file's path,
 * size and time of change. Files, not folders: Vike writes and deletes temporary files in pages/ at every
 * build, which changed the folder's time and made the next `npm start` build again for nothing (a
 * deployer's trial). A file deleted, added or renamed changes the list, so it is still seen.
 */
export function sourceState(root: string, sources: readonly string[] = LOCAL_BUILD_SOURCES): string {
  const files: string[] = []
  const walk = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name))
    } else {
      files.push(`${relative(root, path)} ${stat.size} ${stat.mtimeMs}`)
    }
  }
  for (const source of sources) walk(join(root, source))
  return files.join('\n')
}
