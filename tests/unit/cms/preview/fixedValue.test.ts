import { expect, test } from 'vitest'
import { fixedBody, fixedYamlValue } from '../../../../lib/cms/preview/fixedValue.ts'
import type { Edit } from '../../../../lib/check/problem.ts'

// The value the preview's „Popraw” button writes into a form's field: the same
// edit `npm run check -- --popraw` makes in the file (lib/cms/preview/fixedValue.ts).

const edit = (line: number, column: number, old: string, text: string): Edit => ({ line, column, old, text, says: 'zmiana' })

test('a page: the edit at a line of the saved file lands in the text field, which starts some lines below', () => {
  // pageFile writes "---", the fields, "---", an empty line, then the text: line 6 of the file is the text's first.
  const body = 'Ceny podaje [cennik](cennik.mdx).\n\nPrzed szczepie\u00adniem zjedz.'
  expect(fixedBody(body, edit(6, 22, 'cennik.mdx', '/cennik'), 6)).toBe('Ceny podaje [cennik](/cennik).\n\nPrzed szczepie\u00adniem zjedz.')
  expect(fixedBody(body, edit(8, 15, '\u00ad', ''), 6)).toBe('Ceny podaje [cennik](cennik.mdx).\n\nPrzed szczepieniem zjedz.')
  // Not where the check saw it (the editor typed on since), or in the page's fields: no fix.
  expect(fixedBody(body, edit(6, 21, 'cennik.mdx', '/cennik'), 6)).toBeUndefined()
  expect(fixedBody(body, edit(2, 8, 'O nas', 'x'), 6)).toBeUndefined()
})

test('a data form: the field at the key path takes its value from the fixed YAML, quotes and all', () => {
  const text = "categories:\n  - name: Tarczyca\n    items:\n      - name: TSH\n        price: '35zł'\n"
  expect(fixedYamlValue(text, edit(5, 16, "'35zł'", '35 zł'), 'categories.0.items.0.price')).toEqual({ from: '35zł', to: '35 zł' })
  expect(fixedYamlValue(text, edit(5, 16, "'36zł'", '36 zł'), 'categories.0.items.0.price')).toBeUndefined()
  expect(fixedYamlValue(text, edit(5, 16, "'35zł'", '35 zł'), 'categories.0.items.0.name')).toBeUndefined()
})
