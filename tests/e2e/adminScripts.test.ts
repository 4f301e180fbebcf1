import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { distDir } from './site.ts'

// /admin/preview.js carries the built site, every page's and data file's text (lib/cms/preview/buildPreview.ts),
// once. Vite's `define` pastes a constant's value at every mention: three mentions of the built site once made
// the editor load 130 KB (gzip) more, so renderer/preview/previewEntry.tsx reads it once, into a constant.
test("the editor's preview script holds the built site once", () => {
  const script = readFileSync(join(distDir, 'admin/preview.js'), 'utf8')
  // The built site's list of data files, as the minifier writes the object literal (keys quoted or not).
  const copies = script.match(/["'`]?dataFiles["'`]?:\s*\[\s*\{\s*["'`]?file["'`]?:/g) ?? []
  expect(copies.length).toBe(1)
})
