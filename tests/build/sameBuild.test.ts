import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, inject, test } from 'vitest'
import { listFiles } from '../../lib/content/listFiles.ts'

// What the site serves does not change by accident: the frozen test site, built
// on a fixed day, gives dist/client byte for byte as recorded in
// tests/fixtures/build-digests.json (one SHA-256 per file). A refactoring must
// leave it as it is; a change meant to change the output records the new
// digests with `npm run build:digests` and the diff of that file shows which
// files it changed. The build is the suite's shared one (tests/frozenBuild.ts),
// made for the day in tests/frozenBuildDate.ts.
const digestsFile = join(import.meta.dirname, '../fixtures/build-digests.json')
const { client } = inject('frozenBuild')
const digests = Object.fromEntries(
  listFiles(client)
    .map((file) => relative(client, file).split('\\').join('/'))
    .sort()
    .map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(client, file)))
        .digest('hex'),
    ]),
)
if (process.env.UPDATE_DIGESTS === '1') writeFileSync(digestsFile, `${JSON.stringify(digests, null, 2)}\n`)

test('the built site is byte for byte the recorded one (npm run build:digests records a change made on purpose)', () => {
  expect(existsSync(digestsFile), 'tests/fixtures/build-digests.json: run npm run build:digests').toBe(true)
  const recorded = JSON.parse(readFileSync(digestsFile, 'utf8')) as Record<string, string>
  const changed = [...new Set([...Object.keys(recorded), ...Object.keys(digests)])].filter((file) => recorded[file] !== digests[file]).sort()
  expect(changed, 'files whose bytes differ from the recorded build (new, gone or changed)').toEqual([])
})
