// `npm run bench` (never part of `npm test`): builds the site and prints, per
// route, the HTML and first-load JavaScript (gzip -9), then Lighthouse scores
// (mobile preset, median of 3 runs) when Chromium is present, then the build
// time of the site and of the site with 1,000 extra pages (copies of its own).
// Writes the tables to docs/PERFORMANCE.md.
import { execSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { cpus, totalmem, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { pageFile } from '../lib/build/pageFile.ts'
import { readContentPages } from '../lib/content/readContentPages.ts'
import { pageJavaScript } from './pageJavaScript.ts'
import { CHROMIUM_PATH, QUIET_FLAGS } from './launchChromium.ts'
import { createStaticServer } from './staticServer.ts'
import { clientDir } from '../lib/build/distDir.ts'

const root = process.cwd()
const distDir = clientDir(root)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/**
 * `command` run in `cwd` `runs` times: the median of its seconds, and the seconds
 * of the content check it printed (`npm run build` opens with it). The commands:
 * `npm run build` (what deployers and pull-request checks run), `npx vike build`
 * (the same one process without npm) and `npm run check`.
 */
function timed(cwd: string, command: string, runs = 1): { seconds: number; check?: number } {
  const results = Array.from({ length: runs }, () => {
    const start = performance.now()
    const output = execSync(`${command} 2>&1`, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } })
    const check = /^Sprawdzenie treści: .*\((\d+\.\d) s\)\.$/m.exec(output)?.[1]
    return { seconds: (performance.now() - start) / 1000, check: check === undefined ? undefined : Number(check) }
  })
  return [...results].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs / 2)]!
}

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

console.log('Budowanie strony...')
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3)
const site = {
  build: timed(root, 'npm run build', BUILD_RUNS),
  vike: timed(root, 'npx vike build', BUILD_RUNS),
  check: timed(root, 'npm run check', BUILD_RUNS),
}
const routes = readContentPages(root).map((page) => page.route)

interface Row {
  route: string
  html: number
  htmlGz: number
  js: number
  scores?: { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number }
}
const rows: Row[] = routes.map((route) => {
  const html = readFileSync(join(distDir, pageFile(route)))
  const { files } = pageJavaScript(distDir, html.toString())
  return { route, html: html.length, htmlGz: gz(html), js: files.reduce((sum, file) => sum + gz(readFileSync(join(distDir, file))), 0) }
})

if (existsSync(CHROMIUM_PATH)) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const server = createStaticServer(distDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...QUIET_FLAGS],
  })
  for (const row of rows) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${row.route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const { categories, audits } = result!.lhr
      runs.push({
        performance: Math.round((categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']!.score ?? 0) * 100),
        seo: Math.round((categories.seo!.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
        tbt: audits['total-blocking-time']!.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
      })
    }
    row.scores = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    }
    console.log(`${row.route}: ${JSON.stringify(row.scores)}`)
  }
  await chrome.kill()
  server.close()
} else {
  console.log(`Brak ${CHROMIUM_PATH}: pomijam Lighthouse.`)
}

// The same site with 1,000 generated pages, in a copy of the project.
console.log('Budowanie kopii z 1000 dodatkowymi stronami...')
const copy = mkdtempSync(join(tmpdir(), 'clinic-bench-'))
for (const item of [
  'content',
  'pages',
  'components',
  'renderer',
  'lib',
  'public',
  'scripts',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'types.d.ts',
]) {
  cpSync(join(root, item), join(copy, item), { recursive: true })
}
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
// Each extra page is a copy of one of the site's own pages under another title,
// so a page weighs what the clinic's pages weigh (components, tables, prices,
// links) and the check and the prerender do a real page's work a thousand times.
const ownPages = (readdirSync(join(root, 'content'), { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx')).sort()
mkdirSync(join(copy, 'content/kopie'))
for (let index = 1; index <= 1000; index++) {
  const text = readFileSync(join(root, 'content', ownPages[index % ownPages.length]!), 'utf8')
  writeFileSync(
    join(copy, 'content/kopie', `strona-${index}.mdx`),
    // Another title (two pages with one title are a mistake), no place in the menu.
    text.replace(/^title: ['"]?(.*?)['"]?$/m, `title: '$1 – kopia ${index}'`).replace(/^order: .*\n/m, ''),
  )
}
// One run each: a build of 1,027 pages takes long enough for one run to say it.
const big = { build: timed(copy, 'npm run build'), vike: timed(copy, 'npx vike build'), check: timed(copy, 'npm run check') }
rmSync(copy, { recursive: true, force: true })

/** One sentence under the table: all 100, or the pages below it. */
function lighthouseSummary(): string {
  const js = 'Kolumna „JS” liczy przy stronach z wyspą także JavaScript wyspy, który pobiera się dopiero przy jej użyciu.'
  if (!rows[0]?.scores) return js
  const below = rows.filter(({ scores: s }) => s && Math.min(s.performance, s.accessibility, s.bestPractices, s.seo) < 100).map((row) => row.route)
  const scores = `(mediana z ${RUNS} przebiegów Lighthouse, profil mobilny)`
  return below.length === 0
    ? `Wszystkie ${rows.length} stron: wydajność, dostępność, dobre praktyki i SEO po 100 ${scores}. ${js}`
    : `Strony z którymś wynikiem poniżej 100 ${scores}: ${below.join(', ')}. ${js}`
}

function buildRow(name: string, pages: number, times: typeof site): string {
  const check = times.build.check === undefined ? '–' : `${times.build.check.toFixed(1)} s`
  return `| ${name} | ${pages} | ${times.build.seconds.toFixed(1)} s | ${times.vike.seconds.toFixed(1)} s | ${check} | ${times.check.seconds.toFixed(2)} s |`
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`
const date = new Date().toISOString().slice(0, 10)
const header = rows[0]?.scores
  ? '| Strona | HTML (gzip) | JS (gzip) | Wydajność | Dostępność | Dobre praktyki | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|---|'
  : '| Strona | HTML (gzip) | JS (gzip) |\n|---|---|---|'
const lines = rows.map((row) => {
  const base = `| ${row.route} | ${kb(row.htmlGz)} KB | ${kb(row.js)} KB |`
  if (!row.scores) return base
  const s = row.scores
  return `${base} ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcp / 1000).toFixed(2)} s | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} |`
})
const report = `# Wydajność\n\nPomiar z ${date} na maszynie: ${machine}.\nPolecenie: \`npm run bench\` (Lighthouse ${rows[0]?.scores ? `${RUNS} przebiegi, mediana, profil mobilny` : 'pominięty: brak Chromium'}).\n\n${header}\n${lines.join('\n')}\n\n${lighthouseSummary()}\n\n## Czas budowania\n\n\`npm run build\` to całe budowanie w jednym procesie (\`vike build\`: sprawdzenie treści, kompilacja i prerender stron, nagłówki), tak jak uruchamia je wdrożenie i sprawdzenie pull requestu; obok to samo bez \`npm\` (\`npx vike build\`), ile z tego zajęło sprawdzenie treści, i samo \`npm run check\` (pierwszy krok sprawdzenia pull requestu). Serwis: mediana z ${BUILD_RUNS} przebiegów; 1000 dodatkowych stron (kopii stron serwisu pod innymi tytułami, więc o ich objętości i składnikach): jeden przebieg.\n\n| Wariant | Strony | \`npm run build\` | \`npx vike build\` | w tym sprawdzenie treści | \`npm run check\` |\n|---|---|---|---|---|---|\n${buildRow('serwis', routes.length, site)}\n${buildRow('serwis + 1000 kopii jego stron', routes.length + 1000, big)}\n`
// The hand-written part below the marker (why the site is built as it is) survives a new measurement.
const MARKER = '<!-- Poniżej: tekst pisany ręcznie; npm run bench go zachowuje. -->'
const path = join(root, 'docs/PERFORMANCE.md')
const kept = existsSync(path) ? readFileSync(path, 'utf8').split(MARKER)[1] : undefined
writeFileSync(path, kept === undefined ? report : `${report}\n${MARKER}${kept}`)
console.log(report)
