import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listFiles } from '../../lib/content/listFiles.ts'
import { buildSite } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'

// What the site serves does not change by accident: the frozen test site, built
// on a fixed day, gives dist/client byte for byte as recorded in
// tests/fixtures/build-digests.json (one SHA-256 per file). A refactoring must
// leave it as it is; a change meant to change the output records the new
// digests with `npm run build:digests` and the diff of that file shows which
// files it changed.
const digestsFile = join(import.meta.dirname, '../fixtures/build-digests.json')
/** The day the build counts as today (notices, unavailable vaccines): fixed, so the output does not depend on when the test runs. */
const BUILD_DATE = '2026-11-27'
const { root, remove } = copyProject('clinic-same-build-')
let digests: Record<string, string>

beforeAll(async () => {
  const client = await buildSite('dist/same-build-test', { BUILD_DATE }, root)
  const files = listFiles(client)
    .map((file) => relative(client, file).split('\\').join('/'))
    .sort()
  digests = Object.fromEntries(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(client, file)))
        .digest('hex'),
    ]),
  )
  if (process.env.UPDATE_DIGESTS === '1') writeFileSync(digestsFile, `${JSON.stringify(digests, null, 2)}\n`)
}, 180_000)

afterAll(remove)

test('the built site is byte for byte the recorded one (npm run build:digests records a change made on purpose)', () => {
  expect(existsSync(digestsFile), 'tests/fixtures/build-digests.json: run npm run build:digests').toBe(true)
  const recorded = JSON.parse(readFileSync(digestsFile, 'utf8')) as Record<string, string>
  const changed = [...new Set([...Object.keys(recorded), ...Object.keys(digests)])].filter((file) => recorded[file] !== digests[file]).sort()
  expect(changed, 'files whose bytes differ from the recorded build (new, gone or changed)').toEqual([])
})
