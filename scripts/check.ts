// `npm run check`: everything an editor can break, checked without a browser
// in about a second. One line per problem in the compiler convention
// (content/cennik.mdx:12:14: ...); exits 1 on any error, warnings only print.
// `npm run check -- --popraw` first writes the fixes that are certain (a
// character pasted from Word, a link to a page's file, a price's spacing;
// lib/check/fixFiles.ts), says what it changed, then checks again.
// `npm run build` runs the same check first, inside its one process (lib/vite/checkPlugin.ts).
import { fixedLine, fixFiles } from '../lib/check/fixFiles.ts'
import { reportProblems } from '../lib/check/reportProblems.ts'
import { runChecks } from '../lib/check/runChecks.ts'

const started = performance.now()
const fix = process.argv.includes('--popraw')
// An optional folder to check instead of this one (the tests check planted mistakes in a copy).
const root = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? process.cwd()
let problems = runChecks(root)
if (fix) {
  let made = 0
  // Two fixes at one spot are made one per pass (lib/check/edits.ts): a few passes make both.
  for (let pass = 0; pass < 5; pass++) {
    const edits = fixFiles(root, problems)
    for (const line of edits.map(fixedLine)) console.log(line)
    if (edits.length === 0) break
    made += edits.length
    problems = runChecks(root)
  }
  if (made === 0) console.log('Nie ma nic, co sprawdzenie umie poprawić samo.')
  if (problems.length > 0) console.log('Do poprawienia ręcznie:')
  else if (made > 0) console.log('Po poprawkach nie zostało nic do zrobienia.')
}
const errors = reportProblems(problems, (performance.now() - started) / 1000)
process.exit(errors > 0 ? 1 : 0)
