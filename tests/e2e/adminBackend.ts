import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { listFiles } from '../../lib/content/listFiles.ts'
import { frozenSite } from '../frozenSite.ts'

// Without vitest: the tests (adminHelpers.ts) and the preview's benchmark (scripts/benchPreview.ts) open the editor alike.

/**
 * Drives the browser editor at /admin/ offline, with the CMS's own test
 * backend (the tests' build sets CMS_BACKEND=test-repo): Sveltia CMS keeps that
 * repository in the browser's Origin Private File System, in a folder named
 * `sveltia-cms-test`, so the test writes this repository's files there before
 * the CMS starts and reads them back after a save.
 * The files are the frozen test site's (tests/fixtures/site), not the clinic's
 * live content: the tests change particular values (a price, a sentence) that
 * the clinic's own content need not have.
 */
export const TEST_REPOSITORY = 'sveltia-cms-test'

/** Every file the editor edits (content/**), by its path from the project root: the frozen site's, or those of the project at `root`. */
export function repositoryFiles(root = frozenSite): Record<string, string> {
  return Object.fromEntries(
    listFiles(join(root, 'content')).map((file) => [
      file
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
      readFileSync(file, 'utf8'),
    ]),
  )
}

/** Opens /admin/ with this repository's files (or `files`) in the test backend and enters it, as an editor would. */
export async function openEditor(page: Page, files: Record<string, string> = repositoryFiles()): Promise<void> {
  await page.goto('/')
  await page.evaluate(
    async ({ folder, files }) => {
      const storage = await navigator.storage.getDirectory()
      await storage.removeEntry(folder, { recursive: true }).catch(() => undefined)
      const repository = await storage.getDirectoryHandle(folder, { create: true })
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/')
        let directory = repository
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true })
        const writable = await (await directory.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
        await writable.write(text)
        await writable.close()
      }
    },
    { folder: TEST_REPOSITORY, files },
  )
  const unanswered = new Set<string>()
  const asked = (request: Request) => unanswered.add(request.url())
  const answered = (request: Request) => unanswered.delete(request.url())
  page.on('request', asked)
  page.on('requestfinished', answered)
  page.on('requestfailed', answered)
  try {
    await page.goto('/admin/')
    try {
      await enter(page)
    } catch (error) {
      // Seen on CI, on a busy machine: the editor showed neither its sign-in nor its collections in Polish.
      // One cause was found (the CMS gave its Polish strings 5 s, then spoke English; start.js now asks for
      // them early and without that limit). An editor would load the page again; so does the test, once, and
      // says so, with what the page showed, so that another such failure tells why.
      console.warn(`/admin/ did not open within the wait; ${await whatItShows(page, unanswered)}; loaded again`)
      await page.reload()
      await enter(page).catch(async (again: unknown) => {
        throw new Error(`/admin/ did not open, twice; ${await whatItShows(page, unanswered)}`, { cause: [error, again] })
      })
    }
  } finally {
    page.off('request', asked)
    page.off('requestfinished', answered)
    page.off('requestfailed', answered)
  }
}

/** Signs in to the test repository and waits for the collections (signed in already when the page opened the editor before: the CMS remembers it). */
async function enter(page: Page): Promise<void> {
  const signIn = page.getByRole('button', { name: 'Pracuj z repozytorium testowym' })
  const collections = page.getByText('Kolekcje').first()
  await signIn.or(collections).first().waitFor()
  if (await signIn.isVisible()) await signIn.click()
  await collections.waitFor()
}

/** What the page showed, and which of its requests went unanswered, for whoever reads a failure. */
async function whatItShows(page: Page, unanswered: Set<string>): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .catch((error: Error) => `(unread: ${error.message.split('\n')[0]})`)
  return `at ${page.url()} the page said ${JSON.stringify(text.slice(0, 400))}; unanswered requests: ${JSON.stringify([...unanswered])}`
}
