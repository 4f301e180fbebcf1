import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { expect, test } from 'vitest'
import { fieldsDoc } from '../../lib/cms/fieldTables.ts'
import { githubAnchor } from '../../lib/docs/githubAnchor.ts'
import { dataSchemas } from '../../lib/schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../lib/schemas/frontmatterSchema.ts'

// Every link from a check's message, a form's hint or the docs lands on its
// entry: the file exists and has a heading with that anchor (as GitHub makes it).

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

const withoutCode = (text: string) => text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '')

/** The anchors GitHub gives the headings of a Markdown file, a repeated one with -1, -2… */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const text = readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?)(?: +#+)? *$/gm)) {
    const anchor = githubAnchor(heading!)
    const count = seen.get(anchor) ?? 0
    seen.set(anchor, count + 1)
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`)
  }
  return anchors
}

/** What is wrong with a link to `target` (a path from the repository's root, with its #anchor), or nothing. */
function brokenLink(target: string): string | undefined {
  const [path, anchor] = target.split('#') as [string, string | undefined]
  if (!existsSync(path)) return 'no such file'
  if (anchor === undefined) return undefined
  return anchorsOf(path).has(decodeURIComponent(anchor)) ? undefined : `no heading with the anchor #${anchor}`
}

const sources = ['lib', 'components', 'scripts', 'renderer', 'pages', 'content'].flatMap(filesUnder).filter((file) => /\.(tsx?|mjs|ya?ml|mdx|json)$/.test(file))
const docs = filesUnder('docs').filter((file) => file.endsWith('.md'))

/** `docs/….md#anchor` named in code, hints, messages and pages (and in the README), each with where it stands. */
const mentions = [...sources, 'README.md', 'CONTRIBUTING.md', ...docs].flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?<![\w/.-])docs\/[\w./-]+\.md(?:#[\p{L}\p{N}_-]+)?/gu)].map((match) => ({ file, target: match[0] })),
)

/** Relative links and pictures in the docs, resolved from the doc's folder. */
const docLinks = docs.flatMap((file) =>
  [...withoutCode(readFileSync(file, 'utf8')).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:|^\//.test(target))
    .map((target) => ({ file, target: target.startsWith('#') ? `${file}${target}` : normalize(join(dirname(file), target)) })),
)

/**
 * Paths of the repository written as code (`lib/check/rules/index.ts`) in the
 * developers' reference and recipes, outside code blocks. A token counts when
 * its first folder is one of the repository's; `<placeholder>` and `*` stand
 * for any name (`lib/check/rules/<id>.ts`, `components/**\/*.island.tsx`) and
 * must match at least one file. Build output (dist/) and node_modules are not
 * the repository's.
 */
const referenceDocs = ['docs/ARCHITECTURE.md', 'CONTRIBUTING.md']
// Folders git ignores (.data/ of a local `npm start`, .cache/…) are a machine's, not the repository's: a path
// the docs name there must not count as checked on one machine and be left out on a fresh clone.
const ignoredFolders = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\/|\/$/g, ''))
  .filter((line) => line && !line.startsWith('#'))
const topFolders = readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !ignoredFolders.includes(entry.name))
  .map((entry) => entry.name)
const repositoryFiles = (() => {
  let files: string[] | undefined
  return () => (files ??= topFolders.flatMap((folder) => filesUnder(folder)).map((file) => file.split('\\').join('/')))
})()
const pathMentions = referenceDocs.flatMap((file) =>
  [
    ...readFileSync(file, 'utf8')
      .replace(/^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1\s*$/gm, '')
      .matchAll(/`([^`\s]+)`/g),
  ]
    .map((match) => match[1]!.replace(/[#:].*$/, ''))
    .filter((path) => path.includes('/') && topFolders.includes(path.split('/')[0]!))
    .map((path) => ({ file, path })),
)

/**
 * Whether `path` names something in the repository; with placeholders, whether some file matches. content/
 * is the clinic's and changes with its edits: a path there is looked for in the frozen copy of a site
 * (tests/fixtures/site/), which the docs' examples describe.
 */
function pathExists(named: string): boolean {
  const path = named.startsWith('content/') ? `tests/fixtures/site/${named}` : named
  if (!/[<*]/.test(path)) return existsSync(path)
  const pattern = new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*/g, '[^/]*')
      .replace(/<[^>/]+>/g, '[^/]+')}${path.endsWith('/') ? '' : '$'}`,
  )
  return repositoryFiles().some((file) => pattern.test(file))
}

test('the reference and the recipes name paths of the repository (the collection finds them)', () => {
  for (const doc of referenceDocs) expect(pathMentions.filter(({ file }) => file === doc).length, doc).toBeGreaterThan(10)
})

/** Paths the docs rightly name that a checkout does not hold yet, each with why. */
const madeLater: Record<string, string> = {
  'public/images/zespol/': "the editor's photo field makes it at the first upload",
  'content/sprawdzenie.yaml': "the clinic's own settings of the check, read when the clinic writes the file",
}

test.each(pathMentions.map(({ file, path }) => [path, file]))('%s (in %s) exists', (path) => {
  expect(pathExists(path) || path in madeLater).toBe(true)
})

test('the docs are linked to from the code (the collection finds something)', () => {
  expect(mentions.filter(({ file }) => file.startsWith('lib/')).length).toBeGreaterThan(5)
  expect(docLinks.length).toBeGreaterThan(20)
})

test.each([...mentions, ...docLinks].map(({ file, target }) => [target, file]))('%s (in %s) lands on its entry', (target) => {
  expect(brokenLink(target)).toBeUndefined()
})

test("every file's field messages link to its table in docs/edycja/pola.md", () => {
  const targets = [
    fieldsDoc('content/index.mdx', frontmatterSchema),
    ...Object.entries(dataSchemas).map(([name, schema]) => fieldsDoc(`content/data/${name}`, schema)),
  ]
  for (const target of targets) expect(brokenLink(target), target).toBeUndefined()
})
