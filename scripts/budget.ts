// The JavaScript budget, checked in CI on the built site (dist/client):
// gzip level 9 byte counts, so the figures are the same on every run.
// A page without islands may ship 10 KB of gzipped JavaScript, a page with islands 85 KB.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageJavaScript } from './pageJavaScript.ts'
import { clientDir } from '../lib/build/distDir.ts'

export const BUDGET_WITHOUT_ISLANDS = 10 * 1024
export const BUDGET_WITH_ISLANDS = 85 * 1024

const distDir = clientDir()
const htmlFiles = listHtml(distDir)
let failures = 0

console.log('Strona'.padEnd(44) + 'JS (gzip)'.padStart(10) + '   limit   wyspy')
for (const file of htmlFiles) {
  const { files, islands } = pageJavaScript(distDir, readFileSync(file, 'utf8'))
  const bytes = files.reduce((sum, js) => sum + gzipSync(readFileSync(join(distDir, js)), { level: 9 }).length, 0)
  const limit = islands.length > 0 ? BUDGET_WITH_ISLANDS : BUDGET_WITHOUT_ISLANDS
  const ok = bytes <= limit
  if (!ok) failures++
  const page = '/' + relative(distDir, file).replace(/(^|\/)index\.html$/, '')
  console.log(
    `${ok ? ' ' : '!'} ${page.padEnd(42)}${formatKb(bytes).padStart(10)}${formatKb(limit).padStart(8)}   ${islands.join(', ') || '-'}`,
  )
}

// A first visit without a stored cookie choice also downloads the banner (and React for it).
const plainPage = readFileSync(join(distDir, '404.html'), 'utf8')
const withBanner = pageJavaScript(distDir, `${plainPage}<div data-island="consent/CookieBanner"></div>`).files
const bannerBytes = withBanner.reduce((sum, js) => sum + gzipSync(readFileSync(join(distDir, js)), { level: 9 }).length, 0)
console.log(`\nPierwsza wizyta bez zapisanego wyboru cookies, strona bez wysp: ${formatKb(bannerBytes)} (z banerem i React).`)

console.log(`\n${htmlFiles.length} stron, ${failures} ponad budżet.`)
if (htmlFiles.length === 0) {
  console.error('Brak zbudowanych stron w dist/client: najpierw uruchom npm run build.')
  process.exit(1)
}
process.exit(failures > 0 ? 1 : 0)

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function listHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : listHtml(path)
      return entry.name.endsWith('.html') ? [path] : []
    })
    .sort()
}
