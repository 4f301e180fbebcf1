// `npm run format`: writes every data file and every page's frontmatter the way
// the browser editor (Sveltia CMS) writes them (lib/cms/cmsFormat.ts), so that a
// change made in the editor changes only its own lines. A file that does not
// parse is left as it is and named: `npm run check` says what is wrong with it.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatDataFile, formatPage } from '../lib/cms/cmsFormat.ts'
import { readSite } from '../lib/check/site.ts'
import { normaliseSource } from '../lib/content/sourceText.ts'
import { dataSchemas } from '../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../lib/schemas/frontmatterSchema.ts'

const root = process.argv[2] ?? process.cwd()
const site = readSite(root)
let changed = 0
const files = [
  ...site.dataFiles.map(({ file, name }) => ({ file, format: (text: string) => (dataSchemas[name] ? formatDataFile(text, dataSchemas[name]) : text) })),
  ...site.pages.map(({ file }) => ({ file, format: (text: string) => formatPage(text, frontmatterSchema) })),
]
for (const { file, format } of files) {
  const text = readFileSync(join(root, file), 'utf8')
  // A Windows file (BOM, "\r\n") is written back the editor's way too: no BOM, "\n".
  const formatted = format(normaliseSource(text))
  if (formatted === undefined) console.log(`${file}: pominięty, bo nie daje się odczytać (zob. npm run check)`)
  else if (formatted !== text) {
    writeFileSync(join(root, file), formatted)
    console.log(`${file}: zapisany w układzie edytora`)
    changed++
  }
}
console.log(`Gotowe: zmienione pliki: ${changed} z ${files.length}.`)
