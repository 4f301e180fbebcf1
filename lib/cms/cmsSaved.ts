import type { CmsField } from './cmsFields.ts'

/**
 * The values Sveltia CMS 0.221 writes back when it saves an entry whose file
 * held `value`, for a form of `fields` (lib/cms/cmsFields.ts), with this site's
 * `output.omit_empty_optional_fields: true`. Read from its source
 * (services/contents/draft/create/normalize.js, draft/defaults.js,
 * draft/save/serialize.js) and tried in the browser (tests/e2e/adminOneLine.test.ts):
 *
 * - on opening, a field the file lacks gets its empty value: a box `false`,
 *   a text `''`, a number `null`, a list `[]`, an optional group `null`;
 *   a value of the wrong kind is converted (a number in a text field becomes
 *   the text '2', 'true' in a box becomes `true`, '5' in a number field 5) or,
 *   when it cannot be, replaced by the empty value;
 * - on saving, a field that is not required and is empty (`''`, `null`, `[]`,
 *   `{}`) is left out; `false` and `0` are values, so an unticked box is
 *   written as `false`; a required empty field is written (`[]`, `''`);
 * - on saving, a text field's value (`string`, `text`) loses the spaces and
 *   line breaks at its ends: '36 zł ' pasted from a spreadsheet is saved as
 *   '36 zł' (tried in the browser: tests/e2e/adminPreview.test.ts);
 * - fields are written in the form's order; keys the form does not know stay,
 *   after them, sorted (the content check reports them);
 * - the CMS's own bookkeeping keys are never written (withoutCmsKeys).
 *
 * The YAML style is lib/cms/cmsYaml.ts's.
 */
export function cmsSaved(value: unknown, fields: readonly CmsField[]): unknown {
  const clean = withoutCmsKeys(value)
  return isPlainObject(clean) ? savedObject(clean, fields) : clean
}

/**
 * `value` without the keys the CMS keeps for itself while a form is open: after 'Dodaj', × or a move in a
 * list, each item of the list carries `__sc_item_id` and `__sc_item_original_key_path` (and a component
 * `__sc_component_name`). The CMS drops every key whose name starts with `__sc_`, at any depth, when it saves
 * (Sveltia CMS 0.221, its `unflatten(flatten(value))` filter before serializing); the preview and its check
 * must see what will be saved, or they report these keys as unknown fields (issue 43).
 */
export function withoutCmsKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCmsKeys)
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith(CMS_KEY_PREFIX))
      .map(([key, entry]) => [key, withoutCmsKeys(entry)]),
  )
}
const CMS_KEY_PREFIX = '__sc_'

const DROPPED = Symbol('dropped')
type Loaded = unknown | typeof DROPPED

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value))

/** The CMS's `isValueEmpty`: false and 0 are values. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0)

const subFields = (field: CmsField) => field.fields as CmsField[] | undefined
const itemField = (field: CmsField) => field.field as CmsField | undefined
const isRequired = (field: CmsField) => field.required !== false
// The field kinds whose value the CMS turns into text (services/contents/fields/index.js).
const TEXT_WIDGETS = ['color', 'compute', 'datetime', 'map', 'markdown', 'richtext', 'string', 'text', 'uuid']
const OPAQUE_WIDGETS = ['code', 'hidden', 'keyvalue']
/** Text fields whose value the CMS trims as it saves (a page's text, `markdown`, keeps its own). */
const TRIMMED_WIDGETS = ['string', 'text']
// The CMS sorts keys with this collation (@sveltia/utils compare).
const compare = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare

function savedObject(source: Record<string, unknown>, fields: readonly CmsField[]): Record<string, unknown> {
  const saved: Record<string, unknown> = {}
  for (const field of fields) {
    let value = field.name in source ? loaded(source[field.name], field) : DROPPED
    if (value === DROPPED) value = emptyValue(field)
    // Not written (the yaml package leaves out an undefined value): a hidden field without a default.
    if (value === undefined) continue
    // A group whose fields were all left out is not written at all (the CMS keeps fields, not groups).
    if (field.widget === 'object' && isPlainObject(value) && Object.keys(value).length === 0) continue
    if (!isRequired(field) && isEmpty(value)) continue
    saved[field.name] = value
  }
  const known = new Set(fields.map((field) => field.name))
  for (const key of Object.keys(source)
    .filter((key) => !known.has(key))
    .sort(compare))
    saved[key] = sortedKeys(source[key])
  return saved
}

/** A value the form does not know, as the CMS writes it back: its keys sorted at every level. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort(compare)
      .map((key) => [key, sortedKeys(value[key])]),
  )
}

/** A field's value from the file as the opened form holds it, or DROPPED when the form cannot hold it. */
function loaded(value: unknown, field: CmsField): Loaded {
  const fields = subFields(field)
  // Kinds whose value the CMS takes as it is.
  if (OPAQUE_WIDGETS.includes(field.widget)) return value
  // A choice of several: a list of values.
  if (field.multiple === true) return loaded(value, { ...field, widget: 'list', multiple: false, field: undefined })
  switch (field.widget) {
    case 'object':
      // null: an optional group left closed.
      if (value === null) return null
      return isPlainObject(value) && Object.keys(value).length > 0 && fields ? savedObject(value, fields) : DROPPED
    case 'list': {
      const item = itemField(field)
      if (Array.isArray(value)) {
        if (fields) return value.map((entry) => savedObject(isPlainObject(entry) ? entry : {}, fields))
        if (item)
          return value.map((entry) => {
            const kept = loaded(entry, item)
            return kept === DROPPED ? emptyValue(item) : kept
          })
        return value
      }
      // One value where a list is expected becomes its only item (not for lists of groups).
      if (!fields && value !== null && value !== undefined && !isPlainObject(value)) return [value]
      return DROPPED
    }
    case 'boolean':
      if (typeof value === 'boolean') return value
      if (typeof value === 'string' && ['true', 'false'].includes(value.trim().toLowerCase())) return value.trim().toLowerCase() === 'true'
      return DROPPED
    case 'number': {
      if (isPlainObject(value) || Array.isArray(value)) return DROPPED
      const type = (field.value_type as string | undefined) ?? 'int'
      if (type !== 'int' && type !== 'float') return value
      if (typeof value === 'number' || value === null) return value
      const number = typeof value === 'string' ? Number(value.trim()) : Number.NaN
      return value === '' || Number.isNaN(number) ? DROPPED : number
    }
    default: {
      if (isPlainObject(value) || Array.isArray(value)) return DROPPED
      const text = TEXT_WIDGETS.includes(field.widget) && typeof value !== 'string' ? String(value ?? '') : value
      return TRIMMED_WIDGETS.includes(field.widget) && typeof text === 'string' ? text.trim() : text
    }
  }
}

/** What the form holds for a field the file lacks (services/contents/fields/<kind>/defaults.js). */
function emptyValue(field: CmsField): unknown {
  const preset = field.default
  if (field.multiple === true) return Array.isArray(preset) ? preset : []
  switch (field.widget) {
    case 'hidden':
    case 'code':
    case 'keyvalue':
      return preset
    case 'boolean':
      return typeof preset === 'boolean' ? preset : false
    case 'number':
      return preset ?? null
    case 'list':
      return Array.isArray(preset) ? preset : []
    case 'object': {
      const fields = subFields(field)
      if (!isRequired(field) || !fields) return null
      return savedObject({}, fields)
    }
    case 'select': {
      if (preset !== undefined) return preset
      const [first] = (field.options as unknown[] | undefined) ?? []
      const firstValue = isPlainObject(first) ? first.value : first
      return firstValue === undefined || typeof firstValue === 'string' ? '' : null
    }
    default:
      return preset || ''
  }
}
