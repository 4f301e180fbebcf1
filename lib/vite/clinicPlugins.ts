import type { Plugin } from 'vite'
import { checkPlugin } from './checkPlugin.ts'
import { contentPlugin } from './contentPlugin.ts'
import { mdxPlugin } from './mdxPlugin.ts'
import { sourceTextPlugin } from './sourceTextPlugin.ts'
import { yamlPlugin } from './yamlPlugin.ts'

/** This site's own Vite plugins, in their order (vite.config.ts adds Vike's). */
export function clinicPlugins(): Plugin[] {
  // The content check: it opens `npm run build` (and stops it on a mistake); in the
  // dev server its lines show in the terminal and, for a page a mistake breaks, in the browser.
  const check = checkPlugin()
  return [
    check,
    // Writes sitemap.xml, robots.txt, the manifest and the editor next to the pages, and the headers last.
    contentPlugin(),
    yamlPlugin(),
    // No BOM, "\n" line endings: a page saved on Windows builds the same as one saved elsewhere.
    sourceTextPlugin(),
    // The pages, compiled once: in a build the check's compilation is reused (lib/content/mdxCompiler.ts).
    // A page the compiler cannot read: the check's line, not the compiler's (lib/vite/checkPlugin.ts).
    check.guard(mdxPlugin()),
  ]
}

export { distRoot } from '../build/distDir.ts'
export { configBasePath } from '../build/siteUrl.ts'
