import type { Plugin } from 'vite'
import { parse } from 'yaml'

/** Lets code `import clinic from '.../clinic.yaml'`; the schemas check the values. */
export function yamlPlugin(): Plugin {
  return {
    name: 'clinic:yaml',
    transform(source, id) {
      if (!/\.ya?ml$/.test(id)) return null
      return { code: `export default ${JSON.stringify(parse(source))}`, map: null }
    },
  }
}
