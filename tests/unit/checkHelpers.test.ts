import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { frozenSite } from '../frozenSite.ts'
import { siteWith } from './checkHelpers.ts'

/** Every entry under content/ and public/ of `root`, with its kind and bytes. */
const tree = (root: string) =>
  ['content', 'public'].flatMap((top) =>
    readdirSync(join(root, top), { recursive: true, withFileTypes: true })
      .map((entry) => {
        const path = relative(root, join(entry.parentPath, entry.name))
        return `${path} ${entry.isFile() ? readFileSync(join(root, path)).toString('base64') : entry.isDirectory() ? 'folder' : 'other'}`
      })
      .sort(),
  )

// siteWith hands a copy a test used to the next test, put back first (tests/unit/checkHelpers.ts).
test('a test may change its copy in any way', () => {
  const root = siteWith({ 'content/o-nas.mdx': (text) => `${text}\nZmiana.\n`, 'content/data/faq.yaml': () => null })
  writeFileSync(join(root, 'content/nowa.mdx'), 'Nowa strona.')
  writeFileSync(join(root, 'content/regulamin.mdx'), 'Inny tekst.')
  rmSync(join(root, 'public/favicon.svg'))
  symlinkSync('/etc/passwd', join(root, 'public/images/prep.svg.link'))
  rmSync(join(root, 'public/images/prep.svg'))
  symlinkSync(join(root, 'content'), join(root, 'public/images/prep.svg'))
})

test('every copy siteWith hands out is the frozen site, whatever the test before did to its copy', () => {
  for (const root of [siteWith({}), siteWith({})]) expect(tree(root)).toEqual(tree(frozenSite))
})
