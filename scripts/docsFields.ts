// `npm run docs:fields`: rewrites the field tables of docs/EDITING.md from the
// schemas' Polish labels and hints (lib/cms/fieldTables.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { fieldTables, withFieldTables } from '../lib/cms/fieldTables.ts'
import { dataSchemas } from '../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../lib/schemas/frontmatterSchema.ts'

const path = 'docs/EDITING.md'
writeFileSync(path, withFieldTables(readFileSync(path, 'utf8'), fieldTables(dataSchemas, frontmatterSchema)))
console.log(`${path}: tabele pól zapisane.`)
