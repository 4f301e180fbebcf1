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
import { sourceTextPlugin } from './lib/vite/sourceTextPlugin.ts'
import { rehypeHeadingIds } from './lib/content/rehypeHeadingIds.ts'

export default defineConfig({
  plugins: [
    // Checks every content file and data file before anything is built,
    // then writes sitemap.xml and robots.txt next to the pages.
    contentPlugin(),
    yamlPlugin(),
    // No BOM, "\n" line endings: a page saved on Windows builds the same as one saved elsewhere.
    sourceTextPlugin(),
    {
      enforce: 'pre',
      ...mdx({
        jsxImportSource: 'react',
        remarkPlugins: [remarkGfm, remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }]],
        rehypePlugins: [rehypeHeadingIds],
      }),
    },
    vike(),
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The path of SITE_URL or clinic.yaml's siteUrl ("/" or e.g. "/klinika/"):
  // Vike and Vite prefix the assets with it; pages stay in dist/client's root.
  base: basePath(),
  // SITE_DIST lets `npm test` build beside the deployable site, not over it.
  build: { target: 'es2022', outDir: distRoot },
})
