import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, type Node } from 'yaml'
import { cmsConfigYaml } from '../../../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../../../lib/cms/cmsFields.ts'
import { namedField } from '../../../../lib/cms/preview/fieldAtLine.ts'
import { yamlKeyPath } from '../../../../lib/cms/preview/problemFields.ts'
import { formPath } from '../../../../lib/check/formPath.ts'
import { dataSchemas } from '../../../../lib/schemas/dataSchemas.ts'
import { frozenSite } from '../../../frozenSite.ts'

// Issue 43: the check's lines stand at the field they concern. The check says `line:column` of the file
// the form will save; the form names its fields by key path.

const config = parse(cmsConfigYaml(frozenSite, { CMS_BACKEND: 'test-repo' })!) as {
  collections: { folder?: string; fields?: CmsField[]; files?: { file: string; fields: CmsField[] }[] }[]
}
const dataForm = (name: string) =>
  config.collections.flatMap((collection) => collection.files ?? []).find(({ file }) => file === `content/data/${name}`)!.fields
const pageForm = config.collections.find((collection) => collection.folder)!.fields!

/** Every scalar of a YAML text with the line it starts on and its key path, read independently of yamlKeyPath. */
function scalarsWithLines(text: string): { line: number; column: number; path: string }[] {
  const counter = new LineCounter()
  const document = parseDocument(text, { lineCounter: counter })
  const found: { line: number; column: number; path: string }[] = []
  const visit = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, [...path, String((pair.key as { value: unknown }).value)])
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]))
    else if (isScalar(node)) {
      const { line, col } = counter.linePos((node as Node).range![0])
      found.push({ line, column: col, path: path.join('.') })
    }
  }
  visit(document.contents, [])
  return found
}

describe('the field that holds a line of a data file', () => {
  for (const name of ['labTests.yaml', 'clinic.yaml', 'team.yaml', 'faq.yaml']) {
    test(`every value of the frozen site's ${name}, at its column and line-wide`, () => {
      const text = readFileSync(join(frozenSite, 'content/data', name), 'utf8')
      const scalars = scalarsWithLines(text)
      expect(scalars.length).toBeGreaterThan(5)
      for (const { line, column, path } of scalars) {
        expect(yamlKeyPath(text, line, column), `${name}:${line}:${column}`).toBe(path)
        // A finding for the whole line: the first field that starts on it (an item's first key, or the value alone).
        const first = scalars.find((other) => other.line === line)!
        expect(yamlKeyPath(text, line), `${name}:${line}`).toBe(first.path)
      }
    })
  }

  test('a line of a block text belongs to its field; a line past the end to none', () => {
    const text = 'intro: |-\n  Pierwszy wiersz\n  drugi wiersz\nitems:\n  - name: A\n    price: 10 zł\n'
    expect(yamlKeyPath(text, 3, 5)).toBe('intro')
    expect(yamlKeyPath(text, 5)).toBe('items.0.name')
    expect(yamlKeyPath(text, 6)).toBe('items.0.price')
    expect(yamlKeyPath(text, 5, 999)).toBe('items.0.name')
    expect(yamlKeyPath(text, 40)).toBeUndefined()
  })
})

describe('a line named as the editor names its field', () => {
  test('a data file: as the check and the list of changes name it, with the key path the form opens', () => {
    const text = readFileSync(join(frozenSite, 'content/data/labTests.yaml'), 'utf8')
    const values = parse(text) as { categories: { title: string; items: { name: string }[] }[] }
    const [category, test] = [values.categories[1]!, values.categories[1]!.items[0]!]
    const line = scalarsWithLines(text).find(({ path }) => path === 'categories.1.items.0.price')!.line
    const place = namedField('content/data/labTests.yaml', dataForm('labTests.yaml'), text, line)
    expect(place).toEqual({
      labels: [formPath(dataSchemas['labTests.yaml']!, ['categories', 1, 'items', 0, 'price'], values)],
      keyPath: 'categories.1.items.0.price',
      named: true,
    })
    expect(place.labels[0]).toContain(`${category.title} › ${test.name} › `)
  })

  test("a page: its field's label; its text by the line and its first words", () => {
    const text = readFileSync(join(frozenSite, 'content/o-nas.mdx'), 'utf8')
    const lines = text.split('\n')
    const title = pageForm.find((field) => field.name === 'title')!
    expect(namedField('content/o-nas.mdx', pageForm, text, lines.findIndex((line) => line.startsWith('title:')) + 1)).toEqual({
      labels: [title.label],
      keyPath: 'title',
      named: false,
    })
    const place = namedField('content/o-nas.mdx', pageForm, text, lines.length - 1)
    expect(place.keyPath).toBe('body')
    expect(place.labels[0]).toBe('Treść strony')
  })
})

test('a row without a name yet (just added) is named by its place under the list, not as a count', () => {
  const faq = dataSchemas['faq.yaml']!
  const values = {
    questions: [
      { question: 'Jak się zapisać?', answer: 'Telefonicznie.', category: 'wizyty' },
      { question: '', answer: '' },
    ],
  }
  expect(formPath(faq, ['questions', 1, 'question'], values)).toBe('Pytania i odpowiedzi (FAQ) › Pytania › pozycja 2 › Pytanie')
  // A named row stands for its list: 'Pytania' is not said before it.
  expect(formPath(faq, ['questions', 0, 'answer'], values)).toBe('Pytania i odpowiedzi (FAQ) › Jak się zapisać? › Odpowiedź')
})
