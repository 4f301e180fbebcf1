import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { FIELDS_DOC, fieldTables, fieldsDoc } from '../../../lib/cms/fieldTables.ts'
import { dataSchemas } from '../../../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../../lib/schemas/frontmatterSchema.ts'

test('docs/edycja/pola.md is what the schemas say now (npm run docs:fields writes it)', () => {
  expect(readFileSync(FIELDS_DOC, 'utf8')).toBe(fieldTables(dataSchemas, frontmatterSchema))
})

test("a field's message links to its file's table, under the heading GitHub anchors", () => {
  expect(fieldsDoc('content/data/clinic.yaml', dataSchemas['clinic.yaml']!)).toBe('docs/edycja/pola.md#dane-placówki-contentdataclinicyaml')
  expect(fieldsDoc('content/szczepienia/podroze.mdx', frontmatterSchema)).toBe('docs/edycja/pola.md#strony-contentmdx-pola-na-początku-pliku')
})
