import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import { cmsConfigYaml } from '../../../lib/cms/adminFiles.ts'
import { anyChoices, cmsField, type CmsField } from '../../../lib/cms/cmsFields.ts'

/**
 * The forms speak Polish in what the schemas give them: a list's 'Dodaj …'
 * button names one item (Sveltia's label_singular, else it writes the plural
 * label: 'Dodaj Kategorie'), and a fixed choice shows a label, storing its code.
 */
const config = parse(cmsConfigYaml(process.cwd(), { CMS_BACKEND: 'test-repo' })!) as {
  collections: { name: string; files?: { name: string; fields: CmsField[] }[]; fields?: CmsField[] }[]
}

/** Every field of every form, with where it is, e.g. "labTests.categories.items". */
function allFields(): { where: string; field: CmsField }[] {
  const walk = (fields: CmsField[], where: string): { where: string; field: CmsField }[] =>
    fields.flatMap((field) => {
      const path = `${where}.${field.name}`
      const children = [...((field.fields as CmsField[] | undefined) ?? []), ...(field.field ? [field.field as CmsField] : [])]
      return [{ where: path, field }, ...walk(children, path)]
    })
  return config.collections.flatMap((collection) =>
    collection.files ? collection.files.flatMap((file) => walk(file.fields, file.name)) : walk(collection.fields ?? [], collection.name),
  )
}
const options = (field: CmsField) => (field.options as ({ label: string; value: string | number } | string)[] | undefined) ?? []

describe('form lists and choices in Polish', () => {
  const fields = allFields()

  it('every list names one item for its "Dodaj …" button, in lower case as mid-sentence', () => {
    const lists = fields.filter(({ field }) => field.widget === 'list')
    expect(lists.length).toBeGreaterThan(40)
    expect(lists.filter(({ field }) => typeof field.label_singular !== 'string' || !/^\p{Ll}/u.test(field.label_singular)).map(({ where }) => where)).toEqual(
      [],
    )
  })

  it('every fixed choice shows a Polish label and stores its code', () => {
    const selects = fields.filter(({ field }) => field.widget === 'select')
    expect(selects.map(({ where }) => where)).toEqual(expect.arrayContaining(['strony.layout', 'strony.group', 'navigation.main.items.external']))
    const codes = selects.flatMap(({ where, field }) =>
      options(field)
        .filter((option) => typeof option !== 'object' || option.label === String(option.value))
        .map((option) => `${where}: ${JSON.stringify(option)}`),
    )
    expect(codes).toEqual([])
  })

  it('the forms cannot be built with a list that does not name its item, or a choice without labels', () => {
    const list = z.array(z.strictObject({ name: z.string().meta({ title: 'Nazwa' }) })).meta({ title: 'Kategorie' })
    expect(() => cmsField('categories', list, anyChoices, 'labTests.yaml categories')).toThrow(/labTests.yaml categories: a list needs the word for one item/)
    expect(cmsField('categories', list.meta({ title: 'Kategorie', singular: 'kategorię' }), anyChoices)).toMatchObject({ label_singular: 'kategorię' })

    const layout = z.enum(['page', 'home']).meta({ title: 'Układ', labels: { page: 'Zwykła strona' } })
    expect(() => cmsField('layout', layout, anyChoices, 'frontmatter.layout')).toThrow(/frontmatter.layout: the choice "home" has no Polish label/)
    const labelled = z.enum(['page', 'home']).meta({ title: 'Układ', labels: { page: 'Zwykła strona', home: 'Strona główna' } })
    expect(cmsField('layout', labelled, anyChoices).options).toEqual([
      { value: 'page', label: 'Zwykła strona' },
      { value: 'home', label: 'Strona główna' },
    ])
    expect(() => cmsField('kind', z.literal('home').meta({ title: 'Rodzaj' }), anyChoices, 'x.kind')).toThrow(/x.kind: the choice "home" has no Polish label/)
  })
})
