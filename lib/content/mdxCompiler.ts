import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import { remarkGfmWithoutAutolinks } from './remarkGfmWithoutAutolinks.ts'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { buildState } from '../build/buildState.ts'
import { rehypeHeadingIds } from './rehypeHeadingIds.ts'
import { rehypePageSections } from './rehypePageSections.ts'
import { remarkContentGuard } from './remarkContentGuard.ts'
import { remarkJsxLinks } from './remarkJsxLinks.ts'

/**
 * The site's MDX dialect: one for the content check, the build (lib/vite/mdxPlugin.ts) and the editor's preview (lib/cms/preview/).
 * The guard runs first, whatever the check was told: no code of a page reaches the JavaScript it is compiled to.
 */
export const mdxOptions: ProcessorOptions = {
  jsxImportSource: 'react',
  remarkPlugins: [remarkContentGuard, remarkJsxLinks, remarkGfmWithoutAutolinks, remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }]],
  rehypePlugins: [rehypeHeadingIds, rehypePageSections],
}

/** Compiles a page for a build; the check parses with it too. */
export const mdxProcessor = createProcessor(mdxOptions)

/** Compiles a page for the dev server: React's development JSX, which names the file in its warnings. */
export const mdxDevProcessor = createProcessor({ ...mdxOptions, development: true })

/** Keeps a page's module, compiled by the build's check (runChecks with `compile`), for the build. */
export function rememberCompiled(text: string, code: string): void {
  buildState.compiled.set(text, code)
}

/** The module the build's check compiled from exactly this text (normalised, lib/content/sourceText.ts), if it did. */
export function compiledModule(text: string): string | undefined {
  return buildState.compiled.get(text)
}
