// html-validate on every built page; fails on any error. The preset is
// 'recommended' (.htmlvalidate.json), less five rules about markup style that
// React and Vike write their own valid way: `<meta />`, `required=""`,
// `rowSpan`, blank lines. Attribute names are case-insensitive in HTML. Call
// buttons (.cta--call) and the top bar's phone link are exempt from
// tel-non-breaking: their label is words (the spec's 'Infolinia od 9:00 - 19:00',
// kept on one line by CSS), and their number already has non-breaking spaces.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { HtmlValidate } from 'html-validate'
import { clientDir } from '../lib/build/distDir.ts'

const distDir = clientDir()
if (!existsSync(distDir)) {
  console.error(`Brak zbudowanej strony w ${distDir}: najpierw uruchom npm run build.`)
  process.exit(1)
}
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === 'assets' ? [] : htmlFiles(join(dir, entry.name))) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  )
}

const validator = new HtmlValidate(JSON.parse(readFileSync(join(process.cwd(), '.htmlvalidate.json'), 'utf8')))
let errors = 0
const files = htmlFiles(distDir)
for (const file of files) {
  const report = await validator.validateFile(file)
  for (const result of report.results) {
    for (const message of result.messages) {
      errors++
      console.error(`${relative(process.cwd(), file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
    }
  }
}
console.log(`html-validate: ${files.length} stron, ${errors} błędów.`)
process.exit(errors > 0 ? 1 : 0)
