// Content checks for editors. Advertising words in pages or data files fail
// (medical entities may not advertise in Poland); medical pages past their
// review date only warn, naming the file.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { advertisingWords } from '../lib/content/advertisingWords.ts'
import { checkContent } from '../lib/content/checkContent.ts'
import { reviewWarnings } from '../lib/content/reviewWarnings.ts'

const root = process.cwd()
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(dir, entry.name)) : /\.(mdx|ya?ml)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

const errors: string[] = []
for (const file of contentFiles(join(root, 'content'))) {
  for (const hit of advertisingWords(readFileSync(file, 'utf8'), { yaml: /\.ya?ml$/.test(file) })) {
    errors.push(`${relative(root, file)}:${hit.line}: słowo „${hit.word}” ma charakter reklamowy (${hit.rule}); podmiotom leczniczym nie wolno się reklamować: napisz informacyjnie`)
  }
}
const today = new Date().toISOString().slice(0, 10)
const warnings = reviewWarnings(checkContent(root).pages, today)

for (const warning of warnings) console.warn(`Uwaga: ${warning}`)
for (const error of errors) console.error(`Błąd: ${error}`)
console.log(`Treść: ${errors.length} słów reklamowych, ${warnings.length} stron po terminie weryfikacji.`)
process.exit(errors.length > 0 ? 1 : 0)
