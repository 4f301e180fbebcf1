import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isMap, isSeq, parse, parseDocument, type Node } from 'yaml'
import { cmsConfigYaml } from '../../../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../../../lib/cms/cmsFields.ts'
import { fieldAtLine, namedField } from '../../../../lib/cms/preview/fieldAtLine.ts'
import { frozenSite } from '../../../frozenSite.ts'

// A line of a file as the editor's form names it (issue 43), for the board's reasons (checkReasons.test.ts).
const repo = 'przychodnia-example/strona'
const config = parse(cmsConfigYaml(frozenSite, {}, { name: 'github', repo, branch: 'main', authMethods: ['token'] })!) as {
  backend: { repo: string }
  collections: { name: string; folder?: string; fields?: CmsField[]; files?: { name: string; label: string; file: string; fields: CmsField[] }[] }[]
}
const dataFile = (name: string) => config.collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === name)!
const read = (file: string) => readFileSync(join(frozenSite, file), 'utf8')
const lineOf = (text: string, node: Node) => text.slice(0, node.range![0]).split('\n').length

describe('fieldAtLine: a line of a file as the form names it', () => {
  it("a data file's nested value: the lists' labels, each row as its closed row reads, the field's label", () => {
    const text = read('content/data/labTests.yaml')
    const { fields } = dataFile('labTests')
    const document = parseDocument(text)
    // The first category's first test's price, wherever it stands.
    const categories = document.get('categories') as Node
    if (!isSeq(categories) || !isMap(categories.items[0])) throw new Error('labTests.yaml: no categories')
    const items = categories.items[0].get('items') as Node
    if (!isSeq(items) || !isMap(items.items[0])) throw new Error('labTests.yaml: no items')
    const price = items.items[0].get('price', true) as Node
    const values = parse(text) as { categories: { title: string; items: { name: string; price: string }[] }[] }
    const [category, test] = [values.categories[0]!, values.categories[0]!.items[0]!]
    const { labels, keyPath } = fieldAtLine(fields, text, lineOf(text, price), 5)
    const categoriesField = fields.find((field) => field.name === 'categories')!
    const itemsField = (categoriesField.fields as CmsField[]).find((field) => field.name === 'items')!
    const priceField = (itemsField.fields as CmsField[]).find((field) => field.name === 'price')!
    expect(labels).toEqual([categoriesField.label, category.title, itemsField.label, `${test.name} – ${test.price}`, priceField.label])
    expect(keyPath).toBe('categories.0.items.0.price')
    // A column in the line's indentation, or past its end, names the same field.
    expect(fieldAtLine(fields, text, lineOf(text, price), 1)).toEqual({ labels, keyPath })
    expect(fieldAtLine(fields, text, lineOf(text, price), 999)).toEqual({ labels, keyPath })
  })

  it("a page: a field of its block of fields by its label; a line of its text by the text's field, the line's number in it and its first words", () => {
    const pages = config.collections.find((collection) => collection.folder === 'content')!
    const file = 'content/o-nas.mdx'
    const text = read(file)
    const lines = text.split('\n')
    const titleLine = lines.findIndex((line) => line.startsWith('title:')) + 1
    const titleField = pages.fields!.find((field) => field.name === 'title')!
    expect(fieldAtLine(pages.fields!, text, titleLine)).toEqual({ labels: [titleField.label], keyPath: 'title' })
    const closing = lines.indexOf('---', 1) + 1
    const bodyLine = lines.findIndex((line, index) => index >= closing && line.trim().length > 10) + 1
    const {
      labels: [field, where],
      keyPath,
    } = fieldAtLine(pages.fields!, text, bodyLine)
    expect(keyPath).toBe('body')
    expect(field).toBe(pages.fields!.find((each) => each.name === 'body')!.label)
    // Counted as the text field shows the text: from its first line, without the blank lines after the block of fields.
    const firstTextLine = lines.findIndex((line, index) => index >= closing && line.trim() !== '') + 1
    expect(where).toMatch(new RegExp(`^wiersz ${bodyLine - firstTextLine + 1} \\(„.+”\\)$`))
    expect(where).toContain(lines[bodyLine - 1]!.trim().slice(0, 20))
    // The opening `---`: no field.
    expect(fieldAtLine(pages.fields!, text, 1)).toEqual({ labels: [], keyPath: '' })
    // A line pasted from Word with the Symbol font's bullet (U+F0B7, an empty box on screen) is quoted with '•'.
    const pasted = `${text.trimEnd()}\n\n\uF0B7\tdowód osobisty,\n`
    const pastedLine = pasted.split('\n').length - 1
    expect(fieldAtLine(pages.fields!, pasted, pastedLine).labels[1]).toMatch(/\(„•\tdowód osobisty,”\)$/)
  })

  it('a text it cannot read, or a line past its end: no field', () => {
    const { fields } = dataFile('labTests')
    expect(fieldAtLine(fields, 'categories: [\n', 1)).toEqual({ labels: [], keyPath: '' })
    expect(fieldAtLine(fields, read('content/data/labTests.yaml'), 100_000)).toEqual({ labels: [], keyPath: '' })
  })
})

describe('namedField: a field the check names by its path', () => {
  it("a field not in the file (a photo without its description): that field, not the one on its row's line", () => {
    const { fields } = dataFile('team')
    const member = '  - id: lekarz-konsultacje\n'
    const text = read('content/data/team.yaml').replace(member, `${member}    photo: /images/zespol/anna.webp\n`)
    const name = (parse(text) as { members: { name: string }[] }).members[0]!.name
    const photoAlt = (fields.find((field) => field.name === 'members')!.fields as CmsField[]).find((field) => field.name === 'photoAlt')!
    // By its line alone, the row's first line: the code field.
    expect(namedField('content/data/team.yaml', fields, text, 2).keyPath).toBe('members.0.id')
    expect(namedField('content/data/team.yaml', fields, text, 2, 1, ['members', 0, 'photoAlt'])).toEqual({
      labels: [`Zespół › ${name} › ${photoAlt.label}`],
      keyPath: 'members.0.photoAlt',
      named: true,
    })
  })

  it('a path the form has no field for: the line decides', () => {
    const { fields } = dataFile('team')
    const text = read('content/data/team.yaml')
    expect(namedField('content/data/team.yaml', fields, text, 2, 1, ['members', 0, 'noSuchField'])).toEqual(
      namedField('content/data/team.yaml', fields, text, 2),
    )
  })
})
