import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, type Node } from 'yaml'
import { cmsConfigYaml } from '../../lib/cms/adminFiles.ts'
import type { CmsField } from '../../lib/cms/cmsFields.ts'
import { fieldTrail, pageKeyPath, yamlKeyPath } from '../../lib/cms/preview/problemFields.ts'
import { frozenSite } from '../frozenSite.ts'

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
    expect(yamlKeyPath(text, 40)).toBeUndefined()
  })
})

describe('the field that holds a line of a page', () => {
  const text = readFileSync(join(frozenSite, 'content/o-nas.mdx'), 'utf8')
  const lines = text.split('\n')
  const close = lines.indexOf('---', 1) + 1

  test('frontmatter lines name their fields; the text below is the page body; the fences none', () => {
    for (const [index, line] of lines.slice(1, close - 1).entries()) {
      const key = /^(\w+):/.exec(line)?.[1]
      if (key) expect(pageKeyPath(text, index + 2)).toBe(key)
    }
    expect(pageKeyPath(text, 1)).toBeUndefined()
    expect(pageKeyPath(text, close)).toBeUndefined()
    expect(pageKeyPath(text, close + 2)).toBe('body')
    expect(pageKeyPath(text, lines.length)).toBe('body')
  })

  test('the trail is in the form’s words', () => {
    expect(fieldTrail(pageForm, {}, 'title')).toBe(pageForm.find((field) => field.name === 'title')!.label)
    expect(fieldTrail(pageForm, {}, 'body')).toBe('Treść strony')
  })
})

describe('where a field is, in words', () => {
  const labTests = parse(readFileSync(join(frozenSite, 'content/data/labTests.yaml'), 'utf8')) as {
    categories: { title: string; items: { name: string }[] }[]
  }
  const form = dataForm('labTests.yaml')

  test('a lab test’s price: list, category, list, test, field', () => {
    const category = labTests.categories[1]!
    const labels = (() => {
      const categories = form.find((field) => field.name === 'categories')!
      const items = (categories.fields as CmsField[]).find((field) => field.name === 'items')!
      const price = (items.fields as CmsField[]).find((field) => field.name === 'price')!
      return [categories.label, items.label, price.label]
    })()
    expect(fieldTrail(form, labTests, 'categories.1.items.0.price')).toBe(
      [labels[0], category.title, labels[1], category.items[0]!.name, labels[2]].join(' › '),
    )
  })

  test('an item without a name yet (just added) is counted, not shown as a code', () => {
    const added = { categories: [{ title: '', items: [] }] }
    expect(fieldTrail(form, added, 'categories.0.title')).toMatch(/ › pozycja 1 › /)
  })

  test('a key the form does not know stops the trail instead of showing it', () => {
    expect(fieldTrail(form, labTests, 'categories.0.__sc_item_id')).not.toContain('__sc')
  })
})
