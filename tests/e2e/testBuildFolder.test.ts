import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { clientDir } from '../../lib/build/distDir.ts'

/** Every text file under `dir` (HTML, JS, CSS, headers) that mentions `needle`. */
function filesMentioning(dir: string, needle: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|css|json|xml|txt|webmanifest)$|_headers$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(needle))
}

// The test build posts its forms to a local stand-in at 127.0.0.1. Had it been
// written to dist/client, a deploy made after `npm test` would ship forms that
// post nowhere: it must live in its own folder and leave dist/client alone.
test('the test build is in its own folder and dist/client holds no local form address', () => {
  const testBuild = clientDir()
  const deployBuild = join(process.cwd(), 'dist/client')
  expect(testBuild).not.toBe(deployBuild)
  expect(filesMentioning(testBuild, '127.0.0.1').length).toBeGreaterThan(0)
  expect(filesMentioning(deployBuild, '127.0.0.1')).toEqual([])
  expect(filesMentioning(deployBuild, 'localhost')).toEqual([])
})
