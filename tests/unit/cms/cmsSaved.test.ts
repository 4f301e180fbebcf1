import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { readSite } from '../../../lib/check/site.ts'
import { inCmsOrder } from '../../../lib/cms/cmsFormat.ts'
import { cmsSaved, withoutCmsKeys } from '../../../lib/cms/cmsSaved.ts'
import type { CmsField } from '../../../lib/cms/cmsFields.ts'
import { dataSchemas } from '../../../lib/schemas/dataSchemas.ts'
import { frozenSite } from '../../frozenSite.ts'

// Issue 43: after 'Dodaj', × or a move in a list, the CMS marks every item of the list with keys of its
// own (`__sc_item_id`, `__sc_item_original_key_path`) and hands them to the preview; it drops them when it
// saves. The preview's values (lib/cms/cmsSaved.ts, as the CMS will save them) must not have them, or the
// preview's check reports them as unknown fields and the schema refuses the whole file.

/** `value` as the CMS holds it after a change to its lists: every item of every list of objects marked, at any depth. */
function asAfterListChange(value: unknown, path = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => {
      const marked = asAfterListChange(item, `${path}.${index}`)
      if (marked === null || typeof marked !== 'object' || Array.isArray(marked)) return marked
      return { ...marked, __sc_item_id: `c0ffee-${path}.${index}`, __sc_item_original_key_path: `${path}.${index}`.slice(1) }
    })
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, asAfterListChange(entry, `${path}.${key}`)]))
}

const countMarks = (value: unknown): number => JSON.stringify(value).match(/"__sc_item_id"/g)?.length ?? 0

const site = readSite(frozenSite)

describe('the values the preview checks are those the CMS saves', () => {
  const files = site.dataFiles.filter(({ name }) => dataSchemas[name])

  test.each(files.map(({ name, text }) => [name, text] as const))('%s, with every list item marked by the CMS', (name, text) => {
    const schema = dataSchemas[name]!
    const clean = parse(text)
    const marked = asAfterListChange(clean)
    expect(inCmsOrder(marked, schema)).toEqual(inCmsOrder(clean, schema))
    // So the schema takes them as it takes the file (a strict schema refused the whole file before).
    expect(schema.safeParse(inCmsOrder(marked, schema)).success).toBe(schema.safeParse(clean).success)
  })

  test('the frozen site has lists of objects in its data files to mark', () => {
    expect(files.reduce((sum, { text }) => sum + countMarks(asAfterListChange(parse(text))), 0)).toBeGreaterThan(50)
  })

  test('keys of the CMS are dropped at any depth, in lists of values too; other keys stay', () => {
    expect(withoutCmsKeys({ a: [{ __sc_item_id: 'x', b: [{ __sc_component_name: 'y', c: 1 }] }, 'text'], unknown: 2 })).toEqual({
      a: [{ b: [{ c: 1 }] }, 'text'],
      unknown: 2,
    })
  })
})

describe('text fields as the CMS saves them', () => {
  // Tried in the browser: '36 zł ' pasted into a price and '  O nas  ' into a title were saved as '36 zł' and
  // 'O nas', a lead's ending empty lines dropped. The preview's check said the price had a wrong format.
  const fields = [
    { name: 'title', label: 'Tytuł', widget: 'string' },
    { name: 'lead', label: 'Wprowadzenie', widget: 'text', required: false },
    { name: 'body', label: 'Treść strony', widget: 'markdown' },
    {
      name: 'items',
      label: 'Badania',
      widget: 'list',
      fields: [
        { name: 'name', label: 'Badanie', widget: 'string' },
        { name: 'price', label: 'Cena', widget: 'string' },
      ],
    },
  ] satisfies CmsField[]

  test('a string’s and a text’s spaces and line breaks at their ends go, in lists too; a page’s text keeps its own', () => {
    const held = { title: '  O nas  ', lead: 'Pierwszy akapit.\n\nDrugi akapit.\n\n', body: 'Tekst.  \n', items: [{ name: 'TSH', price: '36 zł ' }] }
    expect(cmsSaved(held, fields)).toEqual({
      title: 'O nas',
      lead: 'Pierwszy akapit.\n\nDrugi akapit.',
      body: 'Tekst.  \n',
      items: [{ name: 'TSH', price: '36 zł' }],
    })
  })

  test('an optional text of spaces only is empty, and left out (a required list is written empty)', () => {
    expect(cmsSaved({ title: 'O nas', lead: '  \n ', body: '' }, fields)).toEqual({ title: 'O nas', body: '', items: [] })
  })
})
