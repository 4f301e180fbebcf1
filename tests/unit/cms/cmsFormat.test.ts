import { describe, expect, test } from 'vitest'
import { Document, isScalar, parse, stringify, visit } from 'yaml'
import { z } from 'zod'
import { readSite } from '../../../lib/check/site.ts'
import { formatDataFile, formatPage } from '../../../lib/cms/cmsFormat.ts'
import { dataSchemas } from '../../../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../../lib/schemas/frontmatterSchema.ts'
import { frozenSite } from '../../frozenSite.ts'

// `npm run format` (lib/cms/cmsFormat.ts) rewrites every content file the way the
// browser editor writes it. It may change how a value is written, the order of
// fields, an unticked box left out (written as `false`) and an empty optional
// field (left out, as the editor leaves it out), never a value: on
// every real file, and on the same file written in other styles (the old flow
// rows, double quotes, folded lines, comments), whose values it must give back
// in exactly the stored file. Both the clinic's content/ and the frozen test
// site are checked: `npm run format` leaves every one of their files as it is.

const sites = [
  { where: 'content', site: readSite(process.cwd()) },
  { where: 'frozen site', site: readSite(frozenSite) },
]

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
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== false)
        .map(([key, item]) => [key, withoutFalse(item)]),
    )
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
  return {
    fields: parse(text.slice(4, end)) as Json,
    body: text
      .slice(end + 5)
      .replace(/^\n+/, '')
      .trimEnd(),
  }
}

describe.each(sites)('data files ($where)', ({ site }) => {
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

describe.each(sites)('pages ($where)', ({ site }) => {
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

// What Sveltia CMS 0.221 writes, case by case (lib/cms/cmsSaved.ts; the same cases
// are planted in the browser in tests/e2e/adminOneLine.test.ts, where the CMS's
// own save must equal this model's output). Each case: a form and a file's text;
// the expectation is the text the CMS saves.
describe('the CMS model, case by case', () => {
  const person = z.strictObject({
    name: z.string(),
    role: z.string(),
    physician: z.boolean().default(false),
    achievements: z.array(z.string()).meta({ singular: 'osiągnięcie' }).default([]),
    specializations: z.array(z.string()).meta({ singular: 'dziedzinę' }),
    note: z.string().optional(),
    rooms: z.number().int().optional(),
    since: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    bio: z.string().meta({ multiline: true }).optional(),
    contact: z.strictObject({ phone: z.string().optional(), email: z.string().optional() }).optional(),
  })
  const format = (lines: string[]) => formatDataFile(`${lines.join('\n')}\n`, person)
  const base = ['name: Anna', 'role: Lekarz', 'physician: true', 'specializations:', '  - medycyna rodzinna']

  test('an empty list of an optional field: the line is left out', () => {
    expect(format([...base, 'achievements: []'])).toBe(`${base.join('\n')}\n`)
  })

  test('an empty list of a required field: written as []', () => {
    expect(format(['name: Anna', 'role: Lekarz', 'physician: true', 'specializations: []'])).toBe(
      'name: Anna\nrole: Lekarz\nphysician: true\nspecializations: []\n',
    )
  })

  test("an empty text of an optional field ('', ~ or null): the line is left out", () => {
    for (const empty of ["''", '""', '~', 'null', '']) expect(format([...base, `note: ${empty}`]), empty).toBe(`${base.join('\n')}\n`)
  })

  test("an unticked box left out: written as false, in the form's place; a ticked or unticked box stays", () => {
    expect(format(['name: Anna', 'role: Lekarz', 'specializations:', '  - medycyna rodzinna'])).toBe(
      'name: Anna\nrole: Lekarz\nphysician: false\nspecializations:\n  - medycyna rodzinna\n',
    )
    expect(format(['name: Anna', 'role: Lekarz', 'physician: false', 'specializations:', '  - medycyna rodzinna'])).toContain('\nphysician: false\n')
    expect(format([...base])).toContain('\nphysician: true\n')
  })

  test("a box written as text ('true'): written as true", () => {
    expect(format(['name: Anna', 'role: Lekarz', "physician: 'true'", 'specializations:', '  - medycyna rodzinna'])).toContain('\nphysician: true\n')
  })

  test("a number in a text field: written as text in quotes ('2024'); a text in a number field: written as a number", () => {
    expect(format(['name: Anna', 'role: 2024', 'physician: true', 'specializations:', '  - medycyna rodzinna'])).toContain("\nrole: '2024'\n")
    expect(format([...base, "rooms: '10'"])).toContain('\nrooms: 10\n')
    expect(format([...base, 'rooms: 10.0'])).toContain('\nrooms: 10\n')
  })

  test('quotes: none where none are needed, single quotes where they are, double quotes around a single quote', () => {
    expect(format(['name: "Anna"', "role: 'Lekarz'", 'physician: true', 'specializations:', '  - "medycyna: rodzinna"'])).toBe(
      "name: Anna\nrole: Lekarz\nphysician: true\nspecializations:\n  - 'medycyna: rodzinna'\n",
    )
    expect(format(['name: "it\'s: Anna"', 'role: "#1"', 'physician: true', 'specializations:', '  - "2"'])).toBe(
      `name: "it's: Anna"\nrole: '#1'\nphysician: true\nspecializations:\n  - '2'\n`,
    )
  })

  test('a date: written without quotes (the CMS reads YAML 1.2, where a date is text)', () => {
    expect(format([...base, "since: '2009-05-12'"])).toContain('\nsince: 2009-05-12\n')
    expect(format([...base, 'since: 2009-05-12'])).toContain('\nsince: 2009-05-12\n')
  })

  test('a text over several lines: a |- block; over one line: one line however long (no folding)', () => {
    expect(format([...base, 'bio: "Pierwsza linia.\\nDruga linia."'])).toContain('\nbio: |-\n  Pierwsza linia.\n  Druga linia.\n')
    const long = 'Zdanie. '.repeat(40).trim()
    expect(format([...base, 'bio: >-', ...long.match(/.{1,60}(\s|$)/g)!.map((part) => `  ${part.trim()}`)])).toContain(`\nbio: ${long}\n`)
  })

  test('a group whose fields are all empty or left out: not written', () => {
    expect(format([...base, 'contact:', "  phone: ''"])).toBe(`${base.join('\n')}\n`)
    expect(format([...base, 'contact: {}'])).toBe(`${base.join('\n')}\n`)
    expect(format([...base, 'contact:', '  email: a@b.example'])).toContain('\ncontact:\n  email: a@b.example\n')
  })

  test("fields in the form's order; keys the form does not know after them, sorted; comments dropped", () => {
    expect(format(['# komentarz', 'zzz: 1', 'specializations:', '  - medycyna rodzinna', 'aaa: 2', 'physician: true', 'role: Lekarz', 'name: Anna'])).toBe(
      `${base.join('\n')}\naaa: 2\nzzz: 1\n`,
    )
  })
})
