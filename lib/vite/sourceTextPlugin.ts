import type { Plugin } from 'vite'
import { normaliseSource } from '../content/sourceText.ts'

/**
 * Hands the MDX compiler and the YAML loader every content file the way
 * lib/content/sourceText.ts reads it for the check and for Node: no byte
 * order mark, "\n" line endings. Must come before the MDX plugin.
 */
export function sourceTextPlugin(): Plugin {
  return {
    name: 'clinic:source-text',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(mdx|ya?ml)$/.test(id.split('?')[0]!)) return null
      const normalised = normaliseSource(code)
      return normalised === code ? null : { code: normalised, map: null }
    },
  }
}
