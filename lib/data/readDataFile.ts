import { join } from 'node:path'
import { parseYaml } from './parseYaml.ts'
import type { ZodType } from 'zod'
import { readSource } from '../content/sourceText.ts'

/** Reads content/data/<name> in Node scripts (the site itself imports the YAML through Vite). */
export function readDataFile<T>(root: string, name: string, schema: ZodType<T>): T {
  return schema.parse(parseYaml(readSource(join(root, 'content/data', name))))
}
