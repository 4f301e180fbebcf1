import { rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { hostControlFile } from '../check/hostControlFile.ts'
import type { Problem } from '../check/problem.ts'
import { listFiles } from '../content/listFiles.ts'

/** What Vite itself may leave in the output under a dot-folder. */
const viteFiles = new Set(['.vite/manifest.json', '.vite/ssr-manifest.json'])

/**
 * The build's own guard, whatever the check was told (the rule
 * plik-publiczny refuses the same files first): once the pages are built and
 * before the build writes its `_headers`, any host settings file in the
 * output (`_redirects`, `_headers`, `.htaccess`, `_worker.js`…) can only
 * have been copied from public/. Each is deleted from the output, so that no
 * deploy of this folder publishes it; the problems returned stop the build
 * (lib/vite/contentPlugin.ts), once its other lines are printed too.
 */
export function refuseHostFiles(distDir: string): Problem[] {
  const found = listFiles(distDir)
    .map((file) => relative(distDir, file).split('\\').join('/'))
    .filter((path) => !viteFiles.has(path) && hostControlFile(`/${path}`) !== undefined)
  for (const path of found) rmSync(join(distDir, path), { force: true })
  return found.map((path) => ({
    file: `public/${path}`,
    line: 0,
    column: 0,
    message: `plik ustawień serwera „${hostControlFile(`/${path}`)}” z folderu public nie zostanie opublikowany (budowanie strony zapisuje takie pliki samo) i został usunięty z wyniku budowania`,
    fix: 'Usuń ten plik z folderu public; przekierowania i nagłówki ustawia programista w kodzie strony (docs/DEPLOYMENT.md)',
    rule: 'plik-publiczny',
    severity: 'error' as const,
  }))
}
