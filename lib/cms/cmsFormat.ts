import type { ZodType } from 'zod'
import { parseYaml } from '../data/parseYaml.ts'
import { unwrap } from './cmsFields.ts'
import { cmsYaml } from './cmsYaml.ts'

/**
 * Files in the form the CMS writes them (measured with Sveltia CMS 0.221 on
 * this site's files): fields in the order of the form (the schema's order),
 * a box left unticked written as `false`, YAML in the CMS's style, and for a
 * page: `---`, the fields, `---`, an empty line, the body as it was, one final
 * newline. A file stored this way changes in exactly the lines an editor
 * changes in the form.
 */
type Def = { type: string; shape?: Record<string, ZodType>; element?: ZodType }
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** `value` with its fields in the schema's order and unticked boxes as `false`. */
export function inCmsOrder(value: unknown, schema: ZodType): unknown {
  const { inner } = unwrap(schema)
  const def = defOf(inner)
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => inCmsOrder(item, def.element!))
  if (def.type !== 'object' || !def.shape || value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const source = value as Record<string, unknown>
  const ordered: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(def.shape)) {
    if (key in source) ordered[key] = inCmsOrder(source[key], field)
    else if (defOf(unwrap(field).inner).type === 'boolean') ordered[key] = false
  }
  // Fields the schema does not know stay (at the end): the check reports them.
  for (const [key, item] of Object.entries(source)) if (!(key in ordered)) ordered[key] = item
  return ordered
}

/** A data file's text as the CMS would write it; undefined when it does not parse. */
export function formatDataFile(text: string, schema: ZodType): string | undefined {
  try {
    return `${cmsYaml(inCmsOrder(parseYaml(text), schema))}\n`
  } catch {
    return undefined
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** A page's text as the CMS would write it; undefined when its frontmatter does not parse. */
export function formatPage(text: string, schema: ZodType): string | undefined {
  const match = FRONTMATTER.exec(text)
  if (!match) return undefined
  try {
    const fields = cmsYaml(inCmsOrder(parseYaml(match[1]!) ?? {}, schema))
    const body = text.slice(match[0].length).replace(/^(\r?\n)+/, '').trimEnd()
    return `---\n${fields}\n---\n${body ? `\n${body}\n` : ''}`
  } catch {
    return undefined
  }
}
