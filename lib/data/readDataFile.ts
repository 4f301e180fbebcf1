import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { ZodType } from 'zod'

/** Reads content/data/<name> in Node scripts (the site itself imports the YAML through Vite). */
export function readDataFile<T>(root: string, name: string, schema: ZodType<T>): T {
  return schema.parse(parse(readFileSync(join(root, 'content/data', name), 'utf8')))
}
