import { pageFile } from '../../lib/build/pageFile.ts'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { buildSite } from '../buildSite.ts'
import { copyProject } from '../projectCopy.ts'
import { BUILD_DATE } from '../frozenBuildDate.ts'

// An editor on Windows may save a page with "\r\n" line endings or a byte
// order mark (Notepad, some Word exports). Both must give exactly the site an
// editor saving "\n" gets: once, "\r\n" silently emptied the FAQ's structured
// data. The frozen site as it is is the suite's shared build (tests/frozenBuild.ts);
// it is built twice more here, one after the other, for the same day: with every
// page and data file saved the Windows way, and with a BOM before each.
const variants = {
  crlf: (text: string) => text.replace(/\n/g, '\r\n'),
  bom: (text: string) => `\uFEFF${text}`,
} as const
const removals: (() => void)[] = []
const built = {} as Record<'original' | keyof typeof variants, Map<string, string>>

/**
 * A copy of the project with the frozen test site, every .mdx and .yaml of
 * its content/ passed through `save`.
 */
function copyWith(save: (text: string) => string): string {
  const { root, remove } = copyProject('clinic-line-endings-')
  removals.push(remove)
  for (const file of readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.(mdx|yaml)$/.test(file)) continue
    const path = join(root, 'content', file)
    writeFileSync(path, save(readFileSync(path, 'utf8')))
  }
  return root
}

/** Every HTML page and generated text file of a build, by path. */
function pages(client: string): Map<string, string> {
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(html|xml|txt|webmanifest)$/.test(file) && !file.startsWith('admin/'),
  )
  return new Map(files.sort().map((file) => [file, readFileSync(join(client, file), 'utf8')]))
}

beforeAll(async () => {
  built.original = pages(inject('frozenBuild').client)
  for (const [name, save] of Object.entries(variants)) {
    built[name as keyof typeof variants] = pages(await buildSite('dist/line-endings-test', { BUILD_DATE }, copyWith(save)))
  }
}, 300_000)

afterAll(() => removals.forEach((remove) => remove()))

test('the original build has the FAQ structured data (else equal builds would prove little)', () => {
  expect(built.original.get(pageFile('/faq'))).toContain('"@type":"Question"')
  expect(built.original.size).toBeGreaterThanOrEqual(28)
})

test.each(Object.keys(variants))('pages saved with %s build to the same HTML as the original', (name) => {
  const variant = built[name as keyof typeof variants]
  expect([...variant.keys()]).toEqual([...built.original.keys()])
  const differing = [...built.original].filter(([file, html]) => variant.get(file) !== html).map(([file]) => file)
  expect(differing).toEqual([])
})
