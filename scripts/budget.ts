// The weight budget, checked in CI on the built site: every page is opened in
// Chromium twice, as a first visit (no cookie choice: the banner appears) and
// as a return visit (a choice stored), and every response is counted by type
// at its gzip -9 size (what a host that compresses sends; the same on every
// run). Each visit starts with an empty cache, so everything is counted.
//
// Goal (issue 14): a page without a form or search at most 50 KB on a first
// visit and 35 KB on a return visit. A page with an island (form, lab search)
// adds only its island's JavaScript (React and the island's chunk), which has
// a budget of its own; the rest of the page keeps the goal above.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { extname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { clientDir } from '../lib/build/distDir.ts'
import { pageRoute, servedFile } from '../lib/build/pageFile.ts'
import { SEARCH_INDEX_FILE } from '../lib/search/searchIndexData.ts'
import { pageJavaScript } from './pageJavaScript.ts'
import { launchChromium } from './launchChromium.ts'
import { createStaticServer } from './staticServer.ts'

export const FIRST_VISIT_BUDGET = 50 * 1024
export const RETURN_VISIT_BUDGET = 35 * 1024
export const ISLAND_JS_BUDGET = 85 * 1024
const BANNER_DELAY_MS = 1000
/** hydrateIslands.client.ts's rootMargin: an island this close below the screen starts at once. */
const ISLAND_MARGIN_PX = 400

const TYPES = ['html', 'css', 'js', 'fonts', 'images', 'other'] as const
type Type = (typeof TYPES)[number]
type Bytes = Record<Type, number>

function typeOf(path: string): Type {
  const extension = extname(path).toLowerCase()
  if (extension === '.html' || extension === '') return 'html'
  if (extension === '.css') return 'css'
  if (extension === '.js') return 'js'
  if (['.woff', '.woff2', '.ttf', '.otf'].includes(extension)) return 'fonts'
  if (['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico'].includes(extension)) return 'images'
  return 'other'
}

const distDir = clientDir()
const gzipped = new Map<string, number>()
/** A file's size at gzip -9, each file compressed once: every visit asks for the same few files (issue 41: most of this script's processor time). */
function gz(file: string): number {
  let size = gzipped.get(file)
  if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length))
  return size
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`

/** The built file a same-site path serves. */
const fileFor = (path: string) => join(distDir, servedFile(path))

/**
 * Every page of the build by its address: /, /cennik, ... (404.html is not a
 * visit anyone plans; /admin/ is the editors' tool, about 2 MB of CMS, never a visitor's page).
 */
function pages(): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map(pageRoute)
    .filter((route) => route !== undefined)
    .sort()
}

/** Opens `path` in a fresh context and sums what it downloads by type; third-party requests are returned apart. */
async function visit(browser: Browser, base: string, path: string, firstVisit: boolean) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: base })
  if (!firstVisit) await context.addCookies([{ name: 'cookie-consent', value: 'rejected', url: base }])
  const page = await context.newPage()
  const bytes = Object.fromEntries(TYPES.map((type) => [type, 0])) as Bytes
  const files = new Set<string>()
  const thirdParty: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== base) return void (url.protocol.startsWith('http') && thirdParty.push(url.href))
    if (files.has(url.pathname)) return
    files.add(url.pathname)
    try {
      bytes[typeOf(url.pathname)] += gz(fileFor(url.pathname))
    } catch {
      // Not a file of the build (a 404): its page, 404.html, was counted as its HTML.
      bytes.html += gz(join(distDir, '404.html'))
    }
  })
  await page.goto(path, { waitUntil: 'load' })
  if (firstVisit) await page.locator('.cookie-banner').waitFor({ timeout: BANNER_DELAY_MS + 5000 })
  // Islands near the screen come alive and load what they need (hydrateIslands.client.ts starts
  // those within 400 px of it): waited for, not a fixed time, which a busy machine can outlast.
  await page.waitForFunction(
    (margin) =>
      [...document.querySelectorAll('[data-island]')].every(
        (island) => island.getBoundingClientRect().top >= window.innerHeight + margin || island.getAttribute('data-hydrated') === 'true',
      ),
    ISLAND_MARGIN_PX,
  )
  await context.close()
  return { bytes, files, thirdParty }
}

const total = (bytes: Bytes) => TYPES.reduce((sum, type) => sum + bytes[type], 0)

/** The JavaScript a page loads only for its islands (React and their chunks). */
function islandScripts(path: string): Set<string> {
  const html = readFileSync(fileFor(path), 'utf8')
  const withIslands = pageJavaScript(distDir, html).files
  const without = new Set(pageJavaScript(distDir, html.replaceAll('data-island=', 'data-no-island=')).files)
  return new Set(withIslands.filter((file) => !without.has(file)))
}

/**
 * The site search's files (issue 45): its index and the chunk that fetches it
 * (with MiniSearch). They load when the visitor first uses the field, so a
 * visit that does not use it must download none of them.
 */
const searchFiles = new Set(
  [
    `/${SEARCH_INDEX_FILE}`,
    ...readdirSync(join(distDir, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && readFileSync(join(distDir, 'assets', file), 'utf8').includes(SEARCH_INDEX_FILE))
      .map((file) => `/assets/${file.split('\\').join('/')}`),
  ].filter((file) => existsSync(join(distDir, file))),
)
const searchBytes = (files: Iterable<string>) => [...files].filter((file) => searchFiles.has(file)).reduce((sum, file) => sum + gz(join(distDir, file)), 0)
/** The limit for the index of this site. */
const SEARCH_INDEX_BUDGET = 60 * 1024

const server = createStaticServer(distDir)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await launchChromium()

const header = (label: string) => `${label.padEnd(10)}${TYPES.map((type) => type.padStart(7)).join('')}${'razem'.padStart(8)}`
console.log(
  `KB po gzip -9, 375 px, pusta pamięć podręczna. Cel: pierwsza wizyta ≤ ${kb(FIRST_VISIT_BUDGET)} KB, powrót ≤ ${kb(RETURN_VISIT_BUDGET)} KB (bez JS wysp; JS wysp ≤ ${kb(ISLAND_JS_BUDGET)} KB).\n`,
)
let failures = 0
/** Pages whose visit downloaded some of the search without using it. */
let searchLeaks = 0
const largest = { first: { path: '', bytes: 0 }, return: { path: '', bytes: 0 } }
// Four pages at a time: each visit mostly waits (for the banner's delay).
const measured: { path: string; report: string[]; failed: boolean }[] = []
const queue = pages()
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) measured.push({ path, ...(await measure(path)) })
  }),
)
for (const { report, failed } of measured.sort((a, b) => a.path.localeCompare(b.path))) {
  if (failed) failures++
  console.log(report.join('\n'))
}

async function measure(path: string): Promise<{ report: string[]; failed: boolean }> {
  // The search's chunk is reached from the page's script as the islands are, but loads on the field's first use: counted apart.
  const islands = new Set([...islandScripts(path)].filter((file) => !searchFiles.has(file)))
  const first = await visit(browser, base, path, true)
  const back = await visit(browser, base, path, false)
  const islandBytes = (files: Set<string>) => [...islands].filter((file) => files.has(file)).reduce((sum, file) => sum + gz(join(distDir, file)), 0)
  const firstIslands = islandBytes(first.files)
  const firstTotal = total(first.bytes) - firstIslands
  const returnTotal = total(back.bytes) - islandBytes(back.files)
  const problems: string[] = []
  if (firstTotal > FIRST_VISIT_BUDGET) problems.push(`pierwsza wizyta ${kb(firstTotal)} KB > ${kb(FIRST_VISIT_BUDGET)} KB`)
  if (returnTotal > RETURN_VISIT_BUDGET) problems.push(`powrót ${kb(returnTotal)} KB > ${kb(RETURN_VISIT_BUDGET)} KB`)
  // What the island costs when the visitor first uses it (or scrolls near it), loaded or not during this visit.
  const islandOnUse = [...islands].reduce((sum, file) => sum + gz(join(distDir, file)), 0)
  if (islandOnUse > ISLAND_JS_BUDGET) problems.push(`JS wysp ${kb(islandOnUse)} KB > ${kb(ISLAND_JS_BUDGET)} KB`)
  const searchLoaded = searchBytes(first.files) + searchBytes(back.files)
  if (searchLoaded > 0) searchLeaks++
  if (searchLoaded > 0) problems.push(`wyszukiwarka pobrana bez użycia pola: ${kb(searchLoaded)} KB (ma być 0)`)
  const outside = [...new Set([...first.thirdParty, ...back.thirdParty])]
  if (outside.length > 0) problems.push(`żądania do innych serwisów: ${outside.join(', ')}`)
  for (const [which, visitTotal] of [
    ['first', firstTotal],
    ['return', returnTotal],
  ] as const) {
    if (visitTotal > largest[which].bytes) largest[which] = { path, bytes: visitTotal }
  }
  const islandNote = islands.size
    ? `   (JS wysp: ${kb(islandOnUse)} KB przy pierwszym użyciu, w tej wizycie pobrane: ${kb(firstIslands)} KB; liczone osobno)`
    : ''
  const report = [`${problems.length ? '!' : ' '} ${path}${islandNote}`, `    ${header('')}`]
  for (const [label, result, sum] of [
    ['pierwsza', first, firstTotal],
    ['powrót', back, returnTotal],
  ] as const) {
    report.push(`    ${label.padEnd(10)}${TYPES.map((type) => kb(result.bytes[type]).padStart(7)).join('')}${kb(sum).padStart(8)}`)
  }
  for (const problem of problems) report.push(`    ponad budżet: ${problem}`)
  return { report, failed: problems.length > 0 }
}
await browser.close()
server.close()

/**
 * /admin/, the editors' tool, is no visitor's page and has no budget; its
 * scripts are reported so that growth is seen: the CMS, the React it draws
 * the preview with, and the site's own page preview (lib/cms/preview/), which
 * only /admin/ loads.
 */
function adminReport(): string {
  const files = ['admin/start.js', 'admin/sveltia-cms.js', 'admin/chunks/react-dom.js', 'admin/preview.js', 'admin/check-worker.js', 'admin/preview.css']
  const sizes = files.flatMap((file) => {
    try {
      return [`${file.slice('admin/'.length)} ${kb(gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length)} KB`]
    } catch {
      return [] // no editor configured: /admin/ is one page saying how
    }
  })
  return sizes.length ? `/admin/ (tylko edytor, bez budżetu; gzip -9): ${sizes.join(', ')}.` : '/admin/: edytor nie jest skonfigurowany.'
}

console.log(
  `\nNajwiększa pierwsza wizyta: ${largest.first.path} ${kb(largest.first.bytes)} KB; największy powrót: ${largest.return.path} ${kb(largest.return.bytes)} KB (bez JS wysp).`,
)
const searchIndex = searchBytes([`/${SEARCH_INDEX_FILE}`])
console.log(
  `Wyszukiwarka na stronie: pobrana bez użycia pola na ${searchLeaks} stronach (0 B w pozostałych wizytach); przy pierwszym użyciu skrypt ${kb(searchBytes(searchFiles) - searchIndex)} KB + indeks ${kb(searchIndex)} KB (cel indeksu ≤ ${kb(SEARCH_INDEX_BUDGET)} KB).`,
)
if (searchIndex > SEARCH_INDEX_BUDGET) {
  console.log(`ponad budżet: indeks wyszukiwarki ${kb(searchIndex)} KB > ${kb(SEARCH_INDEX_BUDGET)} KB`)
  failures++
}
console.log(`${pages().length} stron, ${failures} ponad budżet.`)
console.log(adminReport())
if (pages().length === 0) {
  console.error(`Brak zbudowanych stron w ${relative(process.cwd(), distDir)}: najpierw uruchom npm run build.`)
  process.exit(1)
}
process.exit(failures > 0 ? 1 : 0)
