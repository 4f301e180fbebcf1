import { describe, expect, test } from 'vitest'
import { Document, isScalar, parse, stringify, visit } from 'yaml'
import { readSite } from '../../lib/check/site.ts'
import { formatDataFile, formatPage } from '../../lib/cms/cmsFormat.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../lib/schemas/frontmatterSchema.ts'

// `npm run format` (lib/cms/cmsFormat.ts) rewrites every content file the way the
// browser editor writes it. It may change how a value is written, the order of
// fields and an unticked box left out (written as `false`), never a value: on
// every real file, and on the same file written in other styles (the old flow
// rows, double quotes, folded lines, comments), whose values it must give back
// in exactly the stored file.

const site = readSite(process.cwd())

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const isObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** `before` with the fields `after` added as `false` (an unticked box): what formatting may add, and all it may. */
function plusFalse(before: Json, after: Json): Json {
  if (Array.isArray(before) && Array.isArray(after)) return before.map((item, index) => plusFalse(item, after[index] ?? null))
  if (isObject(before) && isObject(after)) {
    const result: Record<string, Json> = Object.fromEntries(Object.entries(before).map(([key, value]) => [key, plusFalse(value, after[key] ?? null)]))
    for (const [key, value] of Object.entries(after)) if (!(key in before) && value === false) result[key] = false
    return result
  }
  return before
}

/** `value` without its `false` fields: a file written before unticked boxes had to be written. */
function withoutFalse(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutFalse)
  if (isObject(value)) return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== false).map(([key, item]) => [key, withoutFalse(item)]))
  return value
}

/** The old rows: a map of plain values on one line, `{ name: TSH, price: "35 zł" }`, with a comment above. */
function oldRows(value: Json): string {
  const document = new Document(withoutFalse(value))
  visit(document, {
    Map(_, map) {
      if (map.items.every((pair) => isScalar(pair.value))) map.flow = true
    },
  })
  return `# PRZYKŁAD: do potwierdzenia przez przychodnię\n${document.toString({ defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0 })}`
}

/** The same values in other layouts than the editor's. */
const otherLayouts = (value: Json): Record<string, string> => ({
  'old rows': oldRows(value),
  // Every map and list in flow style, over several lines.
  'all flow': stringify(withoutFalse(value), { collectionStyle: 'flow', defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 60 }),
  // Long texts folded over lines (`>-`), lists not indented.
  'block, folded texts': stringify(withoutFalse(value), { defaultStringType: 'BLOCK_FOLDED', defaultKeyType: 'PLAIN', indentSeq: false, lineWidth: 60 }),
})

/** A page's frontmatter fields and its body as the site reads them (leading empty lines and trailing space aside). */
function splitPage(text: string): { fields: Json; body: string } {
  expect(text.startsWith('---\n')).toBe(true)
  const end = text.indexOf('\n---\n', 3)
  expect(end).toBeGreaterThan(0)
  return { fields: parse(text.slice(4, end)) as Json, body: text.slice(end + 5).replace(/^\n+/, '').trimEnd() }
}

describe('data files', () => {
  const files = site.dataFiles.filter(({ name }) => /\.ya?ml$/.test(name))

  test('every data file of the site has a schema to format it by', () => {
    expect(files.length).toBeGreaterThan(10)
    for (const { file, name } of files) expect(dataSchemas[name], file).toBeDefined()
  })

  test.each(files.map(({ file, name, text }) => [file, name, text] as const))('%s: formatting is idempotent and keeps every value', (file, name, text) => {
    const schema = dataSchemas[name]!
    const stored = parse(text) as Json
    for (const [layout, source] of Object.entries({ stored: text, ...otherLayouts(stored) })) {
      const formatted = formatDataFile(source, schema)
      expect(formatted, `${file} (${layout})`).toBeDefined()
      expect(formatDataFile(formatted!, schema), `${file} (${layout}): twice`).toBe(formatted)
      const before = parse(source) as Json
      const after = parse(formatted!) as Json
      expect(after, `${file} (${layout}): values`).toEqual(plusFalse(before, after))
      // Stored files are in the editor's layout already, and every other layout of their values comes back to them.
      expect(formatted, `${file} (${layout}): the stored file`).toBe(text)
    }
  })
})

describe('pages', () => {
  test.each(site.pages.map(({ file, text }) => [file, text] as const))('%s: formatting is idempotent and keeps every field and the body', (file, text) => {
    const stored = splitPage(text)
    const layouts = Object.fromEntries(
      Object.entries(otherLayouts(stored.fields)).map(([layout, fields]) => [layout, `---\n${fields}---\n\n\n${stored.body}\n\n`]),
    )
    for (const [layout, source] of Object.entries({ stored: text, ...layouts })) {
      const formatted = formatPage(source, frontmatterSchema)
      expect(formatted, `${file} (${layout})`).toBeDefined()
      expect(formatPage(formatted!, frontmatterSchema), `${file} (${layout}): twice`).toBe(formatted)
      const before = splitPage(source)
      const after = splitPage(formatted!)
      expect(after.fields, `${file} (${layout}): fields`).toEqual(plusFalse(before.fields, after.fields))
      expect(after.body, `${file} (${layout}): body`).toBe(before.body)
      expect(formatted, `${file} (${layout}): the stored file`).toBe(text)
    }
  })
})
