import { expect, test } from 'vitest'
import { z, type ZodType } from 'zod'
import { advertisingWords, evaluativeWords } from '../../../lib/check/find/advertisingWords.ts'
import { dataSchemas } from '../../../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../../lib/schemas/frontmatterSchema.ts'
import { idSources } from '../../../lib/schemas/idSources.ts'

// The schemas carry the Polish labels and hints editors read in the browser
// editor's forms (lib/cms reads them from `.meta()` at every wrapper level).

interface Field {
  path: string
  /** The metadata of every wrapper level, outer first. */
  metas: Record<string, unknown>[]
  /** The innermost schema's type: string, object, array... */
  type: string
}

type Def = { type: string; innerType?: ZodType; in?: ZodType; element?: ZodType; shape?: Record<string, ZodType> }
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema without its optional/default wrappers, and the metadata of each level. */
function unwrap(schema: ZodType): { inner: ZodType; metas: Record<string, unknown>[] } {
  const metas: Record<string, unknown>[] = []
  let inner = schema
  for (;;) {
    const meta = z.globalRegistry.get(inner)
    if (meta) metas.push(meta as Record<string, unknown>)
    const def = defOf(inner)
    if (['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type)) inner = def.innerType!
    else if (def.type === 'pipe') inner = def.in!
    else return { inner, metas }
  }
}

/** Every field of an object schema, nested objects and lists of objects included. */
function fields(schema: ZodType, path = ''): Field[] {
  const { inner } = unwrap(schema)
  const def = defOf(inner)
  if (def.type === 'array') return fields(def.element!, `${path}[]`)
  if (def.type !== 'object') return []
  return Object.entries(def.shape!).flatMap(([key, field]) => {
    const { inner: fieldInner, metas } = unwrap(field)
    const fieldPath = path ? `${path}.${key}` : key
    return [{ path: fieldPath, metas, type: defOf(fieldInner).type }, ...fields(field, fieldPath)]
  })
}

const schemas: [string, ZodType][] = [...Object.entries(dataSchemas), ['frontmatter', frontmatterSchema]]
const all = schemas.flatMap(([file, schema]) => fields(schema).map((field) => ({ ...field, path: `${file}: ${field.path}` })))
const meta = (field: Field, key: string) => field.metas.find((level) => level[key] !== undefined)?.[key]

test('every file and every field has a Polish label', () => {
  for (const [file, schema] of schemas) expect(unwrap(schema).metas[0]?.title, file).toEqual(expect.any(String))
  expect(all.length).toBeGreaterThan(250)
  expect(all.filter((field) => typeof meta(field, 'title') !== 'string').map((field) => field.path)).toEqual([])
})

test('labels and hints are plain information: no advertising or evaluative words', () => {
  const texts = [
    ...all.flatMap((field) => [meta(field, 'title'), meta(field, 'description')]),
    ...schemas.flatMap(([, schema]) => Object.values(unwrap(schema).metas[0] ?? {})),
  ]
  const hits = texts
    .filter((text): text is string => typeof text === 'string')
    .flatMap((text) => [...advertisingWords(text), ...evaluativeWords(text)].map((hit) => `${hit.word}: ${text}`))
  expect(hits).toEqual([])
})

test('only text fields are multiline; references name a source of lib/schemas/idSources.ts', () => {
  expect(all.filter((field) => meta(field, 'multiline') && field.type !== 'string').map((field) => field.path)).toEqual([])
  expect(
    all.filter((field) => meta(field, 'references') !== undefined && !Object.hasOwn(idSources, meta(field, 'references') as string)).map((field) => field.path),
  ).toEqual([])
})

test('ids other files or pages refer to say so in their hint, or are made from a name and read-only in the form', () => {
  const ids = all.filter((field) => /(^|\.)(id|slug)$/.test(field.path) || /visitTypes\[\]\.value$/.test(field.path))
  expect(ids.map((field) => field.path)).toEqual(
    expect.arrayContaining([
      'clinic.yaml: hours[].id',
      'vaccinePrices.yaml: tables[].id',
      'vaccines.yaml: intervals[].id',
      'patientInfo.yaml: topics[].id',
      'team.yaml: members[].id',
      'forms.yaml: bookingForm.visitTypes[].slug',
    ]),
  )
  // An id made from a name (lib/cms/namedIds.ts) cannot be typed in the form, whose hint says it stays; a typed one warns.
  const warns = (field: (typeof ids)[number]) =>
    meta(field, 'idFrom') !== undefined || /nie zmieniaj (jej|go)|Zmiana nazwy istniejąc/.test(String(meta(field, 'description')))
  expect(ids.filter((field) => !warns(field)).map((field) => field.path)).toEqual([])
})
