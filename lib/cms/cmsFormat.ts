import type { ZodType } from 'zod'
import { parseYaml } from '../data/parseYaml.ts'
import { anyChoices, objectFields, type CmsField } from './cmsFields.ts'
import { cmsSaved } from './cmsSaved.ts'
import { cmsYaml } from './cmsYaml.ts'

/**
 * Files in the form the CMS writes them (Sveltia CMS 0.221, lib/cms/cmsSaved.ts):
 * the values a save writes back (fields in the form's order, an unticked box
 * as `false`, an empty optional field left out: no `achievements: []`, no
 * `note: ''`), YAML in the CMS's style (lib/cms/cmsYaml.ts), and for a page:
 * `---`, the fields, `---`, an empty line, the body as it was, one final
 * newline. A file stored this way changes in exactly the lines an editor
 * changes in the form.
 */

/** `value` as the CMS writes it back from the form of `schema` (an object schema: a data file, a page's frontmatter). */
export function inCmsOrder(value: unknown, schema: ZodType): unknown {
  let fields = formFields.get(schema)
  if (!fields) formFields.set(schema, (fields = objectFields(schema, anyChoices)))
  return cmsSaved(value, fields)
}
const formFields = new WeakMap<ZodType, CmsField[]>()

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
    const body = text
      .slice(match[0].length)
      .replace(/^(\r?\n)+/, '')
      .trimEnd()
    return `---\n${fields}\n---\n${body ? `\n${body}\n` : ''}`
  } catch {
    return undefined
  }
}
