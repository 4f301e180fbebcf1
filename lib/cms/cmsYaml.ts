import { stringify } from 'yaml'
import { cmsYamlOutput } from './cmsConfig.ts'

/**
 * YAML exactly as Sveltia CMS 0.221 writes it (its `c2` serializer: the yaml
 * package, no line folding, plain scalars unless quoting is needed, then single
 * quotes), so that a change made in the CMS changes only its own line.
 * `npm run format` writes every data file and frontmatter this way, and
 * `npm run check` warns about a file that is not.
 */
export function cmsYaml(value: unknown): string {
  return stringify(value, null, {
    indent: cmsYamlOutput.indent_size,
    indentSeq: cmsYamlOutput.indent_sequences,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()
}
