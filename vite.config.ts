import { defineConfig } from 'vite'
import vike from 'vike/plugin'
import mdx from '@mdx-js/rollup'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { yamlPlugin } from './lib/vite/yamlPlugin.ts'
import { distRoot } from './lib/build/distDir.ts'
import { basePath } from './lib/build/siteUrl.ts'
import { contentPlugin } from './lib/vite/contentPlugin.ts'
import { checkPlugin } from './lib/vite/checkPlugin.ts'
import { sourceTextPlugin } from './lib/vite/sourceTextPlugin.ts'
import { rehypeHeadingIds } from './lib/content/rehypeHeadingIds.ts'

// The content check in the dev server: its lines in the terminal and, for a
// page a mistake breaks, in the browser (`npm run build` runs it before Vite).
const check = checkPlugin()

export default defineConfig({
  plugins: [
    check,
    // Writes sitemap.xml, robots.txt, the manifest and the editor next to the pages.
    contentPlugin(),
    yamlPlugin(),
    // No BOM, "\n" line endings: a page saved on Windows builds the same as one saved elsewhere.
    sourceTextPlugin(),
    {
      enforce: 'pre',
      // A page the compiler cannot read: the check's line, not the compiler's (lib/vite/checkPlugin.ts).
      ...check.guard(mdx({
        jsxImportSource: 'react',
        remarkPlugins: [remarkGfm, remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }]],
        rehypePlugins: [rehypeHeadingIds],
      })),
    },
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
