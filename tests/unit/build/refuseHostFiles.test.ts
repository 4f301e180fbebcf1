import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { refuseHostFiles } from '../../../lib/build/refuseHostFiles.ts'
import { problemLine } from '../../../lib/check/renderErrors.ts'

// The build's own guard: a host's settings file that public/ put into the
// output is deleted from it and named, whatever the check was told (the build
// test tests/build/publicHtml.test.ts sees it in a real build).

const dist = mkdtempSync(join(tmpdir(), 'clinic-host-files-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

test('_redirects, _headers, .htaccess and _worker.js copied from public/ are deleted from the output and stop the build', () => {
  const files = ['index.html', 'images/prep.svg', '.vite/manifest.json', '_redirects', '_headers', 'images/.htaccess', '_worker.js/index.js', 'CNAME']
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), 'x')
  }
  const lines = refuseHostFiles(dist).map(problemLine)
  expect(lines).toEqual([
    expect.stringMatching(/^public\/CNAME: plik ustawień serwera „CNAME” z folderu public nie zostanie opublikowany .* \[plik-publiczny\]$/),
    expect.stringMatching(/^public\/_headers: plik ustawień serwera „_headers”/),
    expect.stringMatching(/^public\/_redirects: plik ustawień serwera „_redirects”/),
    expect.stringMatching(/^public\/_worker\.js\/index\.js: plik ustawień serwera „_worker\.js”/),
    expect.stringMatching(/^public\/images\/\.htaccess: plik ustawień serwera „\.htaccess”/),
  ])
  expect(files.filter((file) => existsSync(join(dist, file)))).toEqual(['index.html', 'images/prep.svg', '.vite/manifest.json'])
  expect(refuseHostFiles(dist)).toEqual([])
})
