// `npm run compare:builds -- <dirA> <dirB>`: compares two builds' folders (e.g. a
// copy of dist/client from before a change and dist/client after it) file by
// file, and prints the files only one has and the files whose bytes differ.
// Exits with 1 when there is any difference, so a refactoring can prove it changed nothing the site serves.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { listFiles } from '../lib/content/listFiles.ts'

const [dirA, dirB] = process.argv.slice(2)
if (!dirA || !dirB) {
  console.error('Usage: npm run compare:builds -- <dirA> <dirB>')
  process.exit(2)
}

const filesOf = (dir: string) => new Set(listFiles(dir).map((file) => relative(dir, file).split('\\').join('/')))
const a = filesOf(dirA)
const b = filesOf(dirB)
const onlyA = [...a].filter((file) => !b.has(file))
const onlyB = [...b].filter((file) => !a.has(file))
const differing = [...a].filter((file) => b.has(file) && !readFileSync(join(dirA, file)).equals(readFileSync(join(dirB, file))))

for (const file of onlyA) console.log(`only in ${dirA}: ${file}`)
for (const file of onlyB) console.log(`only in ${dirB}: ${file}`)
for (const file of differing) console.log(`differs: ${file}`)
const total = onlyA.length + onlyB.length + differing.length
console.log(total === 0 ? `Identical: ${a.size} files.` : `${total} of ${new Set([...a, ...b]).size} files differ.`)
process.exitCode = total === 0 ? 0 : 1
