// Content checks for editors. Advertising words in pages or data files fail
// (medical entities may not advertise in Poland), and so do hours, the phone
// number or the e-mail typed into a page instead of read from clinic.yaml;
// medical pages past their review date only warn, naming the file.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { advertisingWords } from '../lib/content/advertisingWords.ts'
import { checkContent } from '../lib/content/checkContent.ts'
import { reviewWarnings } from '../lib/content/reviewWarnings.ts'
import { typedFacts } from '../lib/content/typedFacts.ts'
import { readDataFile } from '../lib/data/readDataFile.ts'
import { clinicSchema } from '../lib/schemas/clinicSchema.ts'

const root = process.cwd()
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(dir, entry.name)) : /\.(mdx|ya?ml)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

const clinic = readDataFile(root, 'clinic.yaml', clinicSchema)
const facts = { hours: clinic.hours, phone: clinic.phone.number, email: clinic.email }
const errors: string[] = []
for (const file of contentFiles(join(root, 'content'))) {
  const text = readFileSync(file, 'utf8')
  const name = relative(root, file)
  for (const hit of advertisingWords(text, { yaml: /\.ya?ml$/.test(file) })) {
    errors.push(`${name}:${hit.line}: słowo „${hit.word}” ma charakter reklamowy (${hit.rule}); podmiotom leczniczym nie wolno się reklamować: napisz informacyjnie`)
  }
  if (!file.endsWith('.mdx')) continue
  for (const fact of typedFacts(text, facts)) {
    errors.push(`${name}:${fact.line}: „${fact.text}” jest wpisane ręcznie; wstaw ${fact.use}, żeby zmiana w clinic.yaml zmieniła je wszędzie`)
  }
}
const today = new Date().toISOString().slice(0, 10)
const warnings = reviewWarnings(checkContent(root).pages, today)

for (const warning of warnings) console.warn(`Uwaga: ${warning}`)
for (const error of errors) console.error(`Błąd: ${error}`)
console.log(`Treść: ${errors.length} błędów (słowa reklamowe, ręcznie wpisane dane placówki), ${warnings.length} stron po terminie weryfikacji.`)
process.exit(errors.length > 0 ? 1 : 0)
