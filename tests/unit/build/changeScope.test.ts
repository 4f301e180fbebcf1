import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { changedPaths, contentOnlyPrefixes, suiteFor } from '../../../lib/build/changeScope.ts'
import { scopeOf } from '../../../scripts/changeScope.ts'

describe('suiteFor: the suite each change gets', () => {
  test.each([
    ['a price', ['content/data/prices.yaml'], 'content'],
    ['a photo', ['public/images/zespol/lekarka.jpg'], 'content'],
    ['a new page', ['content/szczepienia/grypa.mdx'], 'content'],
    ['a page and a photo together', ['content/o-nas.mdx', 'public/images/o-nas.jpg'], 'content'],
    ['a deleted page (its path is in the list like any other)', ['content/historia.mdx'], 'content'],
    ['a schema', ['lib/schemas/prices.ts'], 'full'],
    ['a test', ['tests/unit/build/changeScope.test.ts'], 'full'],
    ["the frozen test site's content", ['tests/fixtures/site/content/data/prices.yaml'], 'full'],
    ['package-lock.json', ['package-lock.json'], 'full'],
    ['package.json', ['package.json'], 'full'],
    ['a workflow', ['.github/workflows/pull-request.yml'], 'full'],
    ['the CI script', ['.ci/run'], 'full'],
    ["the editor's sign-in (a deploy setting, outside content/)", ['editor.yaml'], 'full'],
    ['a rule of the check itself', ['lib/check/rules/cenaRecznie.ts'], 'full'],
    ['the path list itself', ['lib/build/changeScope.ts'], 'full'],
    ['documents the tests compare (docs/edycja)', ['docs/edycja/sprawdzenie.md'], 'full'],
    ['a price and a component', ['content/data/prices.yaml', 'components/prices/PriceTable.tsx'], 'full'],
    ['a rename from content/ to lib/ (both paths listed)', ['content/data/x.yaml', 'lib/data/x.yaml'], 'full'],
    ['nothing (a change this code could not read)', [], 'full'],
  ] as const)('%s → %s', (_name, files, suite) => {
    expect(suiteFor(files)).toBe(suite)
  })

  test.each([
    'content/../lib/check/rules/index.ts',
    'content/./x.mdx',
    'content//x.mdx',
    '/content/x.mdx',
    'content\\..\\lib\\x.ts',
    'content/x\n.mdx',
    'Content/x.mdx',
    'contentx/y.mdx',
    'content',
    '',
  ])('an odd or outside path %j → full', (path) => {
    expect(suiteFor([path])).toBe('full')
    expect(suiteFor(['content/data/prices.yaml', path])).toBe('full')
  })

  test('the content-only folders are content/ and public/, nothing else', () => {
    expect(contentOnlyPrefixes).toEqual(['content/', 'public/'])
  })
})

describe('changedPaths reads `git diff --raw -z -M`', () => {
  const line = (status: string, ...paths: string[]) => `:100644 100644 ${'a'.repeat(40)} ${'b'.repeat(40)} ${status}\0${paths.join('\0')}\0`
  test('both paths of a rename or copy, one of the rest', () => {
    expect(changedPaths(line('R087', 'content/a.mdx', 'lib/a.ts') + line('D', 'public/x.png') + line('C100', 'public/a', 'public/b'))).toEqual([
      'content/a.mdx',
      'lib/a.ts',
      'public/x.png',
      'public/a',
      'public/b',
    ])
  })
  test('a symbolic link or submodule, or a line it does not know, gives a path no folder holds', () => {
    expect(changedPaths(`:000000 120000 ${'0'.repeat(40)} ${'b'.repeat(40)} A\0public/link\0`)).toContain('')
    expect(changedPaths(`:000000 160000 ${'0'.repeat(40)} ${'b'.repeat(40)} A\0content/sub\0`)).toContain('')
    expect(changedPaths('M\tcontent/a.mdx\n')).toEqual([''])
    expect(changedPaths(`${line('R100', 'content/a.mdx')}`.replace(/\0$/, ''))).toContain('')
  })
})

describe('scopeOf compares two commits of a repository', () => {
  const folders: string[] = []
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))
  const repo = mkdtempSync(join(tmpdir(), 'change-scope-'))
  folders.push(repo)
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim()
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 't@example.org')
  git('config', 'user.name', 'Test')
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true })
    writeFileSync(join(repo, path), text)
  }
  const commit = () => {
    git('add', '-A')
    git('commit', '-q', '--allow-empty', '-m', 'change')
    return git('rev-parse', 'HEAD')
  }
  write('content/data/prices.yaml', 'price: 100 zł\n'.repeat(20))
  write('lib/code.ts', 'export const a = 1\n')
  const base = commit()

  test('a price → content; then a rename into lib/ → full; a deletion of content → content', () => {
    write('content/data/prices.yaml', `price: 105 zł\n${'price: 100 zł\n'.repeat(19)}`)
    const price = commit()
    expect(scopeOf(base, price, repo).suite).toBe('content')
    git('mv', 'content/data/prices.yaml', 'lib/prices.yaml')
    const moved = commit()
    const scope = scopeOf(price, moved, repo)
    expect(scope).toEqual({ suite: 'full', why: 'lib/prices.yaml is not content' })
    git('mv', 'lib/prices.yaml', 'content/data/prices.yaml')
    const back = commit()
    git('rm', '-q', 'content/data/prices.yaml')
    expect(scopeOf(back, commit(), repo).suite).toBe('content')
  })

  test('a symbolic link under public/ → full', () => {
    const before = git('rev-parse', 'HEAD')
    mkdirSync(join(repo, 'public'), { recursive: true })
    symlinkSync('../lib/code.ts', join(repo, 'public/code.txt'))
    expect(scopeOf(before, commit(), repo).suite).toBe('full')
  })

  test('the same tree as the tested base → content (only the day changed); no base, an unknown one or an option → full', () => {
    const head = commit() // empty commit: the same tree
    expect(scopeOf(git('rev-parse', 'HEAD^'), head, repo).suite).toBe('content')
    expect(scopeOf('', head, repo).suite).toBe('full')
    expect(scopeOf('f'.repeat(40), head, repo).suite).toBe('full')
    expect(scopeOf('--output=/tmp/x', head, repo).suite).toBe('full')
  })
})
