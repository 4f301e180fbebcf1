import type { ZodType } from 'zod'
import { imageFieldOptions, type ImageMeta } from './imageField.ts'

/**
 * Turns a zod schema into Sveltia CMS form fields, so that the forms an editor
 * fills in are the schemas `npm run check` applies: the same fields, the same
 * Polish labels and hints (the schemas' `.meta()`), and the same patterns with
 * the same Polish words for prices, dates and hours.
 *
 * Only the shapes a form can write are supported (objects, lists, text,
 * numbers, booleans, choices); a map with free keys or a union of objects
 * throws, so a schema the forms cannot edit fails the build instead of
 * shipping a form that loses data.
 */
export interface CmsField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  [option: string]: unknown
}

/** What a schema's `.meta()` may say about a field (lib/schemas). */
export interface FieldMeta {
  /** The form label. */
  title?: string
  /** The hint under the field; also the field tables of docs/edycja/pola.md. */
  description?: string
  /** Long text: a text area instead of one line. */
  multiline?: boolean
  /** The field holds an id defined elsewhere (lib/schemas/idSources.ts): a select list. */
  references?: string
  /** A list of fixed values ticked as boxes (e.g. the days of the week), each with its Polish label. */
  choices?: { value: string | number; label: string }[]
  /**
   * An id other files use (pages' components, other data files), made from the
   * text of this sibling field (e.g. 'name': 'lek. Jan Kowalski' → 'jan-kowalski')
   * when a new item is first saved (lib/cms/namedIds.ts), and never changed after:
   * the form shows it read-only, so no random code and nothing to type.
   */
  idFrom?: string
  /** A list's collapsed rows: a template of its items' fields, e.g. '{{fields.name}} – {{fields.price}}'. */
  summary?: string
  /** An image in public/ (lib/cms/imageField.ts): the image widget with its upload settings. */
  image?: ImageMeta
  /** A list of this site's pages (their addresses): a select of their titles (IdChoices' `pages`). */
  pages?: true
  /**
   * A choice's label in the select list, by the code the file keeps: the labels
   * themselves, or the name of a list of choices read from the data at build
   * time (e.g. 'siteMapGroups': navigation.yaml's names of the site map's groups).
   */
  labels?: Readonly<Record<string, string>> | string
  /**
   * A list: one item as the form's button names it, 'Dodaj …', so in the accusative
   * ('kategorię', 'badanie'). The list's count does not use it ('1 pozycja',
   * lib/cms/polishPhrases.ts).
   */
  singular?: string
  /** Text in Markdown with the pages' components: the pages' text editor (raw mode), not a plain text area. */
  markdown?: boolean
}

/**
 * Where the ids of each id source are, by its name (see FieldMeta.references):
 * the CMS's relation field reads them from the data file as it is now, so a
 * person added today can be chosen today, shown by name.
 */
export interface IdChoices {
  relations: Record<string, { collection: string; file: string; value_field: string; display_fields: string[]; search_fields: string[] }>
  /**
   * Choices read from the site when it is built, by name: 'pages' (the pages'
   * addresses labelled by title, FieldMeta.pages), 'siteMapGroups' (FieldMeta.labels).
   */
  lists: Record<string, { value: string; label: string }[]>
}

/** Choices for a form whose lists' contents do not matter (what the CMS writes, the docs' field tables): any source, any list. */
export const anyChoices: IdChoices = { relations: new Proxy({}, { get: () => ({}) }), lists: new Proxy({}, { get: () => [] }) }

// zod 4 keeps a schema's definition in `_zod.def`; only what the forms need is read here.
interface Def {
  type: string
  innerType?: ZodType
  in?: ZodType
  element?: ZodType
  shape?: Record<string, ZodType>
  options?: ZodType[]
  entries?: Record<string, string>
  values?: unknown[]
  checks?: { _zod: { def: CheckDef } }[]
  format?: string
}
interface CheckDef {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  length?: number
  error?: (issue?: unknown) => unknown
}

export const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const metaOf = (schema: ZodType) => ((schema as unknown as { meta?: () => FieldMeta | undefined }).meta?.() ?? {}) as FieldMeta

/** The schema under its wrappers (optional, default, pipe), the metadata met on the way (outer first) and whether it may be left out. */
export function unwrap(schema: ZodType): { inner: ZodType; meta: FieldMeta; optional: boolean } {
  let meta: FieldMeta = {}
  let optional = false
  let current = schema
  for (;;) {
    meta = { ...metaOf(current), ...meta }
    const def = defOf(current)
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true
      current = def.innerType!
    } else if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') current = def.innerType!
    else if (def.type === 'pipe') current = def.in!
    else return { inner: current, meta, optional }
  }
}

/**
 * A hint as the CMS shows it: its hints are Markdown that drops anything shaped
 * like an HTML tag, so a component the hint names (<Price id="..." />) is
 * written as code, which the CMS shows as it is.
 */
export function hintMarkdown(text: string): string {
  return text.replace(/`[^`]*`|<[A-Za-z][^<>]*>/g, (match) => (match.startsWith('`') ? match : `\`${match}\``))
}

/** The message a check gives, e.g. the price pattern's 'ma być dodatnią ceną...'. */
const messageOf = (check: CheckDef) => {
  const message = check.error?.({ code: 'invalid_format' })
  return typeof message === 'string' ? message : undefined
}

const checksOf = (schema: ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def)

/** Form options for a text field: its pattern with the check's own words, and its length limits. */
function stringOptions(schema: ZodType): Record<string, unknown> {
  const options: Record<string, unknown> = {}
  for (const check of checksOf(schema)) {
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern && !options.pattern) {
      // With its flags (e.g. /…/i): the CMS reads "/source/flags"; the bare source would refuse what the check accepts.
      const { source, flags } = check.pattern
      options.pattern = [flags ? `/${source}/${flags}` : source, messageOf(check) ?? '']
    }
    if (check.check === 'min_length' && check.minimum! > 1) options.minlength = check.minimum
    if (check.check === 'max_length') options.maxlength = check.maximum
  }
  if (defOf(schema).format === 'email') options.type = 'email'
  return options
}

function numberOptions(schema: ZodType): Record<string, unknown> {
  const def = defOf(schema)
  const options: Record<string, unknown> = { value_type: def.format === 'safeint' || def.format === 'int32' ? 'int' : 'float' }
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') options.min = check.value! + (check.inclusive ? 0 : 1)
    if (check.check === 'less_than') options.max = check.value! - (check.inclusive ? 0 : 1)
  }
  return options
}

/** A union the forms can write: all its members are scalars (e.g. 2 or "2–3" doses), edited as text. */
function isScalarUnion(options: ZodType[]): boolean {
  return options.every((option) => ['string', 'number', 'int', 'literal', 'enum'].includes(defOf(unwrap(option).inner).type))
}

/** One form field for `schema`, named `name`. `path` names it in errors (e.g. "labTests.yaml categories.items"). */
export function cmsField(name: string, schema: ZodType, choices: IdChoices, path = name): CmsField {
  const { inner, meta, optional } = unwrap(schema)
  const def = defOf(inner)
  const field: CmsField = { name, label: meta.title ?? name, widget: 'string' }
  if (meta.description) field.hint = hintMarkdown(meta.description)
  if (optional) field.required = false

  if (meta.image) return { ...field, ...imageFieldOptions(meta.image) }
  if (meta.pages) return { ...field, widget: 'select', multiple: true, options: choices.lists.pages ?? [], ...arrayOptions(inner) }
  if (meta.idFrom !== undefined) {
    // Not required in the form: a new item's is empty until its first save fills it in (namedIds.ts).
    const hint = 'Powstaje sam z nazwy przy pierwszym zapisie i potem się nie zmienia, żeby strony dalej znajdowały tę pozycję.'
    return { ...field, widget: 'string', readonly: true, required: false, hint: field.hint ? `${field.hint} ${hint}` : hint }
  }
  if (meta.references) return { ...field, ...relationTo(meta.references, choices, path) }
  switch (def.type) {
    case 'string':
      // Raw mode only, as the pages' text: the rich-text editor rewrites MDX ({/* */} comments, JSX props).
      if (meta.markdown) return { ...field, widget: 'markdown', modes: ['raw'] }
      return { ...field, widget: meta.multiline ? 'text' : 'string', ...stringOptions(inner) }
    case 'number':
    case 'int':
      return { ...field, widget: 'number', ...numberOptions(inner) }
    case 'boolean':
      // An unticked box is written as `false`: the schemas read it as "not set".
      return { ...field, widget: 'boolean', required: false }
    case 'enum':
      return { ...field, widget: 'select', options: enumOptions(Object.values(def.entries!), meta.labels, choices, path) }
    case 'literal':
      return { ...field, widget: 'select', options: enumOptions(def.values!.map(String), meta.labels, choices, path) }
    case 'object':
      return { ...field, widget: 'object', fields: objectFields(inner, choices, path) }
    case 'array': {
      // Boxes to tick, one per choice: the CMS shows a select's options as boxes up to `dropdown_threshold`.
      if (meta.choices)
        return { ...field, widget: 'select', multiple: true, options: meta.choices, dropdown_threshold: meta.choices.length, ...arrayOptions(inner) }
      const element = unwrap(def.element!)
      const listOptions = arrayOptions(inner)
      // A list of another file's ids (the people who see patients in some hours): one field picking several.
      if (element.meta.references) return { ...field, ...relationTo(element.meta.references, choices, path), multiple: true, ...listOptions }
      Object.assign(listOptions, singularOf(meta, path))
      if (defOf(element.inner).type === 'object') {
        const fields = objectFields(element.inner, choices, path)
        const removal = removalHint(fields)
        const hint = [field.hint, removal].filter(Boolean).join(' ')
        // Items that hold lists of their own (categories, tables, people) open closed, each a row with its
        // summary: the worker reads down a short list and opens the one row, instead of scrolling the whole file.
        const collapsed = removal ? { collapsed: true } : {}
        return { ...field, ...(hint ? { hint } : {}), widget: 'list', ...collapsed, ...listOptions, fields, ...summaryOf(element.inner, meta.summary) }
      }
      const item = cmsField(name, def.element!, choices, path)
      return { ...field, widget: 'list', ...listOptions, field: { ...item, label: element.meta.title ?? field.label } }
    }
    case 'union':
      if (isScalarUnion(def.options!)) return { ...field, widget: 'string' }
      throw new Error(`${path}: a union of objects cannot be edited in a form; give it one object shape with optional fields`)
    default:
      throw new Error(`${path}: a "${def.type}" field cannot be edited in a form; use a list or fixed fields`)
  }
}

function relationTo(source: string, choices: IdChoices, path: string) {
  const target = choices.relations[source]
  if (!target) throw new Error(`${path}: unknown id source "${source}"`)
  return { widget: 'relation', ...target }
}

/**
 * A select list's options: each code with its Polish label (the file keeps the
 * code). A code the schema gives no label fails the build, so no form shows a
 * bare code. Labels read from the data (a list's name) are there when the site
 * is built; a form built without the data (the docs' tables) shows the code.
 */
function enumOptions(values: string[], labels: FieldMeta['labels'], choices: IdChoices, path: string): (string | { value: string; label: string })[] {
  const known = typeof labels === 'string' ? Object.fromEntries((choices.lists[labels] ?? []).map((choice) => [choice.value, choice.label])) : (labels ?? {})
  return values.map((value) => {
    if (known[value]) return { value, label: known[value] }
    if (typeof labels === 'string') return value
    throw new Error(`${path}: the choice "${value}" has no Polish label; add it to the schema's .meta({ labels })`)
  })
}

/**
 * The list's 'Dodaj …' word (label_singular). Without it the CMS writes the list's
 * plural label ('Dodaj Kategorie'), so a list without one fails the build.
 */
function singularOf(meta: FieldMeta, path: string): { label_singular: string } {
  if (!meta.singular) throw new Error(`${path}: a list needs the word for one item, in the accusative ("Dodaj …"); add it to the schema's .meta({ singular })`)
  return { label_singular: meta.singular }
}

function arrayOptions(schema: ZodType): Record<string, unknown> {
  const options: Record<string, unknown> = {}
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum! > 0) options.min = check.minimum
    if (check.check === 'max_length') options.max = check.maximum
    if (check.check === 'length_equals') options.min = options.max = check.length
  }
  return options
}

/**
 * What × does to an item that holds lists of its own (a category with its lab
 * tests, a person): the CMS removes it at once, without asking, and has no
 * option to ask (Sveltia CMS 0.221: `allow_remove` only hides ×). The hint says
 * so, and how to take it back before saving.
 */
function removalHint(fields: CmsField[]): string | undefined {
  const lists = fields.filter((field) => field.widget === 'list').map((field) => `„${field.label}”`)
  if (lists.length === 0) return undefined
  const named = lists.length === 1 ? `listą ${lists[0]}` : `listami ${lists.slice(0, -1).join(', ')} i ${lists.at(-1)}`
  return `× usuwa pozycję od razu, bez pytania, razem z ${named}. Przed zapisaniem można to cofnąć: menu ⋮ u góry › „Cofnij wszystkie zmiany” (cofa wszystkie niezapisane zmiany formularza).`
}

/**
 * A collapsed list item shows what identifies it and, when it has one, its
 * price ('TSH – 35 zł'), so a row is found by reading the list, not by opening
 * each one. A list's own `summary` (its schema's meta) says more where the
 * value is elsewhere (e.g. the hours' days and times).
 */
function summaryOf(schema: ZodType, own?: string): { summary?: string } {
  if (own) return { summary: own }
  const names = Object.keys(defOf(schema).shape ?? {})
  const first = ['title', 'name', 'label', 'disease', 'question', 'caption', 'age', 'type', 'year', 'id'].find((candidate) => names.includes(candidate))
  if (!first) return {}
  return { summary: names.includes('price') ? `{{fields.${first}}} – {{fields.price}}` : `{{fields.${first}}}` }
}

/** The fields of an object schema, in the schema's order (the order the files are written in). */
export function objectFields(schema: ZodType, choices: IdChoices, path = ''): CmsField[] {
  const { inner } = unwrap(schema)
  const shape = defOf(inner).shape
  if (!shape) throw new Error(`${path}: expected an object with fixed fields`)
  return Object.entries(shape).map(([key, value]) => cmsField(key, value, choices, path ? `${path}.${key}` : key))
}
