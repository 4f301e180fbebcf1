import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterEach } from 'vitest'
import { problemText } from '../../lib/check/problem.ts'
import { runChecks } from '../../lib/check/runChecks.ts'
import { frozenFile } from '../frozenSite.ts'

// Helpers of the planted-mistake tests (check.test.ts, checkSlips.test.ts): a
// copy of the frozen test site (tests/fixtures/site, never the clinic's live
// content/) with one mistake planted, and the lines `npm run check` prints for it.

export const TODAY = '2026-11-23'
const copies: string[] = []
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/**
 * A copy of the frozen site's content/ and public/ with `edits` applied (file →
 * its new text, from the old; null deletes the file). An edit of an existing
 * file that changes nothing (a `replace` that found nothing) stops the test:
 * it would plant no mistake, and the test would prove nothing.
 */
export function siteWith(edits: Record<string, (text: string) => string | null>): string {
  const root = mkdtempSync(join(tmpdir(), 'clinic-check-'))
  copies.push(root)
  const { folders, files } = frozenListing()
  for (const folder of folders) mkdirSync(join(root, folder))
  for (const file of files) copyFileSync(frozenFile(file), join(root, file))
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
 * The frozen site's folders (parents first) and files, listed once: every
 * planted-mistake test copies them, and fs.cpSync spent more time checking
 * each path than copying it.
 */
const frozenListing = (() => {
  let listing: { folders: string[]; files: string[] } | undefined
  return () => {
    if (listing) return listing
    listing = { folders: ['content', 'public'], files: [] }
    for (const top of ['content', 'public']) {
      for (const entry of readdirSync(frozenFile(top), { recursive: true, withFileTypes: true })) {
        const path = relative(frozenFile(''), join(entry.parentPath, entry.name))
        if (entry.isDirectory()) listing.folders.push(path)
        else listing.files.push(path)
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
