import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { onTestFinished } from 'vitest'
import { problemText } from '../../lib/check/problem.ts'
import { runChecks } from '../../lib/check/runChecks.ts'
import { frozenFile } from '../frozenSite.ts'

// Helpers of the planted-mistake tests (check/runChecks*.test.ts): a
// copy of the frozen test site (tests/fixtures/site, never the clinic's live
// content/) with one mistake planted, and the lines `npm run check` prints for it.

export const TODAY = '2026-11-23'

/**
 * Copies of the frozen site, each held by the test that asked for it. When the
 * test ends its copy is put back to the frozen site (only what the test changed:
 * a planted file, a symbolic link, a file it added or removed) and handed to
 * the next test. Deleting a whole copy and writing a new one per planted
 * mistake (about 650 a run) was a quarter of the unit suite's processor time.
 * The check keeps nothing by a file's path alone, so a copy used again is read
 * as anew, as `npm run dev` reads the same folder after each save.
 */
const free: string[] = []
let everyCopy: string[] | undefined

function takeCopy(): string {
  const reused = free.pop()
  if (reused !== undefined && restored(reused)) return reused
  if (reused !== undefined) rmSync(reused, { recursive: true, force: true })
  const root = mkdtempSync(join(tmpdir(), 'clinic-check-'))
  if (!everyCopy) {
    everyCopy = []
    // Unit test files share one process (isolate: false): the copies go when it ends. Vitest ends its
    // worker with SIGTERM, which skips 'exit': the copies are removed first, then the signal does its work.
    const removeAll = () => everyCopy!.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }))
    const onSignal = () => {
      removeAll()
      process.off('SIGTERM', onSignal)
      process.kill(process.pid, 'SIGTERM')
    }
    process.on('exit', removeAll)
    process.on('SIGTERM', onSignal)
  }
  everyCopy.push(root)
  const { folders, files } = frozenListing()
  for (const folder of folders) mkdirSync(join(root, folder))
  for (const file of files) copyFileSync(frozenFile(file), join(root, file))
  return root
}

/** Puts a used copy back to the frozen site; false when it cannot (the copy is then made anew). */
function restored(root: string): boolean {
  try {
    const { folders, files, bytes } = frozenListing()
    if (readdirSync(root).some((name) => name !== 'content' && name !== 'public')) return false
    const seen = new Set<string>()
    for (const top of ['content', 'public']) {
      for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
        const path = relative(root, join(entry.parentPath, entry.name))
        if (entry.isDirectory()) {
          if (!folders.includes(path)) return false
        } else if (entry.isFile() && bytes.has(path)) {
          seen.add(path)
          if (!readFileSync(join(root, path)).equals(bytes.get(path)!)) writeFileSync(join(root, path), bytes.get(path)!)
        } else rmSync(join(root, path)) // a file the test added, or a symbolic link
      }
    }
    for (const file of files) if (!seen.has(file)) writeFileSync(join(root, file), bytes.get(file)!)
    return true
  } catch {
    return false // a folder the test removed, say
  }
}

/**
 * A copy of the frozen site's content/ and public/ with `edits` applied (file →
 * its new text, from the old; null deletes the file). An edit of an existing
 * file that changes nothing (a `replace` that found nothing) stops the test:
 * it would plant no mistake, and the test would prove nothing.
 */
export function siteWith(edits: Record<string, (text: string) => string | null>): string {
  const root = takeCopy()
  try {
    onTestFinished(() => {
      // One spare copy is enough (a test holds one or two): few are left for the end of the process to remove.
      if (free.length === 0) free.push(root)
      else {
        everyCopy!.splice(everyCopy!.indexOf(root), 1)
        rmSync(root, { recursive: true, force: true })
      }
    })
  } catch {} // asked for outside a test: kept until the process ends
  for (const [file, edit] of Object.entries(edits)) {
    let before: string | undefined
    try {
      before = readFileSync(join(root, file), 'utf8')
    } catch {} // a new file
    mkdirSync(dirname(join(root, file)), { recursive: true })
    const after = edit(before ?? '')
    if (after === before) throw new Error(`the edit of ${file} changed nothing: the text it looks for is not in the frozen site`)
    if (after === null) rmSync(join(root, file))
    else writeFileSync(join(root, file), after)
  }
  return root
}

/**
 * The frozen site's folders (parents first), files and their bytes, read
 * once: every planted-mistake test starts from them.
 */
const frozenListing = (() => {
  let listing: { folders: string[]; files: string[]; bytes: Map<string, Buffer> } | undefined
  return () => {
    if (listing) return listing
    listing = { folders: ['content', 'public'], files: [], bytes: new Map() }
    for (const top of ['content', 'public']) {
      for (const entry of readdirSync(frozenFile(top), { recursive: true, withFileTypes: true })) {
        const path = relative(frozenFile(''), join(entry.parentPath, entry.name))
        if (entry.isDirectory()) listing.folders.push(path)
        else {
          listing.files.push(path)
          listing.bytes.set(path, readFileSync(frozenFile(path)))
        }
      }
    }
    listing.folders.sort()
    return listing
  }
})()

/** The lines `npm run check` prints for the content with `edits` applied, without their rules' ids (tests/unit/check/rules.test.ts pins those). */
export const check = (edits: Record<string, (text: string) => string | null>) => runChecks(siteWith(edits), TODAY).map(problemText)

/** A new page whose body starts on line 7: the mistake is on the line given. */
export const frontmatter = [
  '---',
  'title: Nowa strona',
  'description: "Strona próbna do testów sprawdzania treści: ma poprawne pola i jeden planowany błąd."',
  'group: uslugi',
  '---',
  '',
  '',
].join('\n')
export const newPage = (...body: string[]) => ({ 'content/nowa-strona.mdx': () => `${frontmatter + body.join('\n')}\n` })

/** The 1-based line of the first line of `file` (in the frozen site) that contains `needle`. */
export const lineOf = (file: string, needle: string) =>
  readFileSync(frozenFile(file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1

/** A lab test's row in labTests.yaml as the browser editor writes it (block style, price unquoted). */
export const labRow = (name: string, price = '35 zł') => `      - name: ${name}\n        price: ${price}\n`
export const labLine = (name: string) => lineOf('content/data/labTests.yaml', `- name: ${name}`)
export const layoutWarning =
  'uwaga: plik nie jest zapisany w układzie edytora w przeglądarce (zmiana w edytorze przepisałaby cały plik). Uruchom npm run format i zatwierdź zmieniony plik'
