import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { yamlSyntaxProblem } from '../check/load/loadData.ts'
import { parseYamlSource } from '../check/yamlSource.ts'
import { ContentError } from '../check/renderErrors.ts'
import { asProblem } from '../check/problem.ts'

/**
 * Lets code `import clinic from '.../clinic.yaml'`; the schemas check the values.
 * A file that is not YAML fails with the check's line (file:line:column, in
 * Polish), never the parser's English and stack: the dev server's page gate
 * usually answers first, but a script or a request that is not a page's can
 * still reach a broken data file.
 */
export function yamlPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'clinic:yaml',
    configResolved(config) {
      root = config.root
    },
    transform(source, id) {
      if (!/\.ya?ml$/.test(id)) return null
      // Parsed once per text for the check and every environment of the build (parseYamlSource keeps it).
      const { errors, data } = parseYamlSource(source)
      if (errors[0]) throw new ContentError(asProblem('yaml-skladnia', yamlSyntaxProblem(relative(root, id.split('?')[0]!).split(sep).join('/'), errors[0])))
      return { code: `export default ${JSON.stringify(data)}`, map: null }
    },
  }
}
