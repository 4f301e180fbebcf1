import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { anyChoices, type CmsField, objectFields } from '../../../lib/cms/cmsFields.ts'
import { idFromName, missingIds, withNamedIds } from '../../../lib/cms/namedIds.ts'
import { parseYaml } from '../../../lib/data/parseYaml.ts'
import { dataSchemas } from '../../../lib/schemas/dataSchemas.ts'
import { frozenFile } from '../../frozenSite.ts'

const data = (name: string) => parseYaml(readFileSync(frozenFile(`content/data/${name}`), 'utf8')) as Record<string, unknown>
const team = () => data('team.yaml') as { members: Record<string, unknown>[] }

describe('ids made from names (issue 43: no random codes)', () => {
  test.each([
    ['lek. Jan Kowalski', 'jan-kowalski'],
    ['dr hab. n. med. Łucja Żółć-Nowak', 'lucja-zolc-nowak'],
    ['mgr Anna Świątek', 'anna-swiatek'],
    ['Punkt szczepień', 'punkt-szczepien'],
    ['Witamina D3 (25-OH)', 'witamina-d3-25-oh'],
    ['Pol Jan', 'pol-jan'],
    ['  ', ''],
  ])('%s → %s', (name, id) => expect(idFromName(name)).toBe(id))

  test('a long name is cut at the end of a word, to at most 48 characters', () => {
    const id = idFromName('Cennik szczepień dla podróżujących – dorośli i dzieci powyżej dwunastego roku życia')
    expect(id).toBe('cennik-szczepien-dla-podrozujacych-dorosli-i')
    expect(id.length).toBeLessThanOrEqual(48)
  })

  test("a new person gets an id from the name, at the id's place in the form's order; the others keep theirs", () => {
    const before = team()
    const added = { name: 'lek. Jan Kowalski', role: 'Lekarz', specializations: ['Medycyna rodzinna'] }
    const after = withNamedIds({ ...before, members: [...before.members, added] }, dataSchemas['team.yaml']!)
    expect(after.members.slice(0, -1)).toEqual(before.members)
    expect(after.members.at(-1)).toEqual({ id: 'jan-kowalski', ...added })
    expect(Object.keys(after.members.at(-1)!)[0]).toBe('id')
  })

  test('a name already taken gets -2, -3: among its kind in the whole file, the new ones included', () => {
    const before = team()
    const taken = String(before.members[0]!.id)
    const named = (name: string) => ({ id: '', name, role: 'Lekarz', specializations: ['x'] })
    // A person whose name makes an id someone has: that id's owner keeps it.
    const firstName = taken.replace(/-/g, ' ')
    const values = { ...before, members: [...before.members, named(firstName), named(firstName)] }
    expect(missingIds(values, dataSchemas['team.yaml']!).map(({ id }) => id)).toEqual([`${taken}-2`, `${taken}-3`])
  })

  test('an item without a name yet gets no id (the form says the name is missing); nothing missing leaves the value as it is', () => {
    const before = team()
    const values = { ...before, members: [...before.members, { id: '', name: '', role: '', specializations: [] }] }
    expect(missingIds(values, dataSchemas['team.yaml']!)).toEqual([])
    expect(withNamedIds(before, dataSchemas['team.yaml']!)).toBe(before)
  })

  test('ids of items in lists of lists (a price in a category) are unique across the file', () => {
    const list = data('priceList.yaml') as { categories: { items: Record<string, unknown>[] }[] }
    const item = list.categories[0]!.items.find((entry) => entry.id)!
    const categories = list.categories.map((category, index) =>
      index < 2 ? { ...category, items: [...category.items, { name: String(item.name), price: '10 zł' }] } : category,
    )
    const ids = missingIds({ ...list, categories }, dataSchemas['priceList.yaml']!).map(({ id }) => id)
    const existing = list.categories.flatMap((category) => category.items.map((entry) => entry.id)).filter(Boolean)
    expect(ids).toHaveLength(2)
    expect(ids.every((id) => id.startsWith(idFromName(String(item.name))))).toBe(true)
    expect(new Set([...existing, ...ids]).size).toBe(existing.length + 2)
  })

  test('every data file: its named ids are read-only in the form, not required there, and name their source field', () => {
    const named: string[] = []
    const visit = (fields: readonly CmsField[], path: string) => {
      for (const field of fields) {
        if (field.widget === 'uuid') throw new Error(`${path}${field.name}: a random code`)
        if (field.readonly) {
          named.push(`${path}${field.name}`)
          expect(field).toMatchObject({ widget: 'string', required: false })
        }
        visit((field.fields as CmsField[] | undefined) ?? [], `${path}${field.name}.`)
      }
    }
    for (const [name, schema] of Object.entries(dataSchemas)) visit(objectFields(schema, anyChoices), `${name} `)
    expect(named).toEqual(expect.arrayContaining(['team.yaml members.id', 'clinic.yaml hours.id']))
  })
})
