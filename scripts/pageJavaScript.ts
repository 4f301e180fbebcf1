import { readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { SUGGESTION_SENTENCE } from '../components/notFound/suggestionSentence.ts'
import { SEARCH_INDEX_FILE } from '../lib/search/searchIndexData.ts'

const importPattern = /(?:^|[;}\s])import\s*(?:[\w$*{},\s]+?from\s*)?["'`]([^"'`]+\.js)["'`]/g
const dynamicImportPattern = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g
const islandLoaderPattern = /["'`]\.\.\/components\/([^"'`]+?)\.island\.tsx["'`]\s*:[\s\S]*?import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g

/**
 * The JavaScript files a built page downloads: its module scripts with their
 * static imports and, when the page contains islands, the chunks that
 * components/islands/hydrateIslands.client.ts imports for them (React and each island's own
 * chunk; other islands' chunks are not fetched). Paths are site paths.
 */
export function pageJavaScript(distDir: string, html: string): { files: string[]; islands: string[] } {
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!)
  const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!))]
  const files = new Set<string>()
  const read = (file: string) => readFileSync(join(distDir, file), 'utf8')

  const addWithImports = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const match of read(file).matchAll(importPattern)) addWithImports(resolve(file, match[1]!))
  }
  for (const entry of entries) addWithImports(entry)

  if (islands.length > 0) {
    // The hydrator's glob compiles to {"../components/x.island.tsx": () => import("chunk")}.
    const islandChunks = new Map<string, string>()
    const lazyChunks: string[] = []
    for (const file of [...files]) {
      const code = read(file)
      for (const match of code.matchAll(islandLoaderPattern)) islandChunks.set(match[1]!, resolve(file, match[2]!))
      for (const match of code.matchAll(dynamicImportPattern)) lazyChunks.push(resolve(file, match[1]!))
    }
    for (const name of islands) {
      const chunk = islandChunks.get(name)
      if (!chunk) throw new Error(`Island "${name}" has no chunk in the page's scripts`)
      addWithImports(chunk)
    }
    // Every other lazy import of the hydrator is React itself; the page script's others are the site
    // search, fetched on the field's first use (components/search/searchStart.client.ts), and the 404
    // page's suggestion (components/notFound/), fetched there alone: not for an island.
    const ownChunks = new Set(islandChunks.values())
    const fetchedElsewhere = (chunk: string) => [SEARCH_INDEX_FILE, SUGGESTION_SENTENCE].some((mark) => read(chunk).includes(mark))
    for (const chunk of lazyChunks) if (!ownChunks.has(chunk) && !fetchedElsewhere(chunk)) addWithImports(chunk)
  }
  return { files: [...files].sort(), islands }
}

function resolve(from: string, specifier: string): string {
  return specifier.startsWith('/') ? specifier : posix.normalize(posix.join(dirname(from), specifier))
}
