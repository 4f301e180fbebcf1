import { defineConfig } from 'vite'
import vike from 'vike/plugin'
import { yamlPlugin } from './lib/vite/yamlPlugin.ts'
import { distRoot } from './lib/build/distDir.ts'
import { basePath } from './lib/build/siteUrl.ts'
import { contentPlugin } from './lib/vite/contentPlugin.ts'
import { checkPlugin } from './lib/vite/checkPlugin.ts'
import { sourceTextPlugin } from './lib/vite/sourceTextPlugin.ts'
import { mdxPlugin } from './lib/vite/mdxPlugin.ts'

// The content check: it opens `npm run build` (and stops it on a mistake); in the
// dev server its lines show in the terminal and, for a page a mistake breaks, in the browser.
const check = checkPlugin()

export default defineConfig({
  plugins: [
    check,
    // Writes sitemap.xml, robots.txt, the manifest and the editor next to the pages.
    contentPlugin(),
    yamlPlugin(),
    // No BOM, "\n" line endings: a page saved on Windows builds the same as one saved elsewhere.
    sourceTextPlugin(),
    // The pages, compiled once: in a build the check's compilation is reused (lib/content/mdxCompiler.ts).
    // A page the compiler cannot read: the check's line, not the compiler's (lib/vite/checkPlugin.ts).
    check.guard(mdxPlugin()),
    vike(),
  ],
  // The dev server (the editors' preview) answers this computer only; `npm run dev -- --host` opens it to the network.
  server: { host: '127.0.0.1' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The path of SITE_URL or clinic.yaml's siteUrl ("/" or e.g. "/klinika/"):
  // Vike and Vite prefix the assets with it; pages stay in dist/client's root.
  base: basePath(),
  // SITE_DIST lets `npm test` build beside the deployable site, not over it.
  build: { target: 'es2022', outDir: distRoot },
})
