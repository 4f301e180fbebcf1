import type { Plugin } from 'vite'
import { VFile } from 'vfile'
import { buildState } from '../build/buildState.ts'
import { faqFile, placesFaqQuestions, readFaqQuestions, withFaqQuestions } from '../content/faqQuestions.ts'
import { compiledModule, mdxDevProcessor, mdxProcessor } from '../content/mdxCompiler.ts'

/**
 * Compiles the pages (content/**\/*.mdx) to React modules. In a build each page
 * has been compiled once already, by the content check that opens the build
 * (lib/vite/checkPlugin.ts): its module is taken as it is, so no page is
 * compiled twice. The dev server compiles each page as it is asked for, with
 * React's development JSX. A page that places the FAQ's questions
 * (<FaqQuestions category="..." />) is compiled with them put in from
 * content/data/faq.yaml (lib/content/faqQuestions.ts), and compiled again when
 * that file changes.
 */
export function mdxPlugin(): Plugin {
  let development = false
  let root = process.cwd()
  return {
    name: 'clinic:mdx',
    enforce: 'pre',
    configResolved(config) {
      development = config.command === 'serve'
      root = config.root
    },
    async transform(source, id) {
      const path = id.split('?')[0]!
      if (!path.endsWith('.mdx')) return undefined
      let code = source
      if (placesFaqQuestions(source)) {
        this.addWatchFile(faqFile(root))
        code = withFaqQuestions(source, readFaqQuestions(root))
      }
      const reused = development ? undefined : compiledModule(code)
      if (reused !== undefined) {
        buildState.reused++
        return { code: reused, map: null }
      }
      if (!development) buildState.compiledAgain++
      const file = await (development ? mdxDevProcessor : mdxProcessor).process(new VFile({ path, value: code }))
      return { code: String(file.value), map: null }
    },
  }
}
