// `npm run docs:fields`: writes docs/edycja/pola.md, the field tables, from the
// schemas' Polish labels and hints (lib/cms/fieldTables.ts; a test fails when it is stale).
import { writeFileSync } from 'node:fs'
import { FIELDS_DOC, fieldTables } from '../lib/cms/fieldTables.ts'
import { dataSchemas } from '../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../lib/schemas/frontmatterSchema.ts'

writeFileSync(FIELDS_DOC, fieldTables(dataSchemas, frontmatterSchema))
console.log(`${FIELDS_DOC}: tabele pól zapisane.`)
