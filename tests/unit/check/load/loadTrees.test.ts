import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Root } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { expect, test } from 'vitest'
import { mdxProcessor } from '../../../../lib/content/mdxCompiler.ts'
import { hasOddCharacter, invisibleName, renders } from '../../../../lib/check/glyphs.ts'
import { runChecks } from '../../../../lib/check/runChecks.ts'
import { nodesOf } from '../../../../lib/check/treeNodes.ts'
import { frozenFile, frozenSite } from '../../../frozenSite.ts'
import { siteWith, TODAY } from '../../checkHelpers.ts'

// The check keeps what it found in unchanged files from one run to the next (npm run dev, the
// rules' tests): what it keeps must never stand for a file that changed, and its shortcuts
// must find what the long way finds.

test('a file changed between two checks of the same folder is read again, and so is the same file changed back', () => {
  const root = siteWith({})
  const page = join(root, 'content/o-nas.mdx')
  const text = readFileSync(page, 'utf8')
  const rulesOf = () => runChecks(root, TODAY).map((problem) => `${problem.rule} ${problem.file}`)
  expect(rulesOf()).toEqual([])
  writeFileSync(page, `${text}\nNajlepsza opieka → zadzwoń 7:00–11:00, 200 zł, www.example.org\n`)
  expect(rulesOf()).toEqual(
    expect.arrayContaining([
      'reklama content/o-nas.mdx',
      'znaki content/o-nas.mdx',
      'godziny-wpisane-recznie content/o-nas.mdx',
      'cena-wpisana-recznie content/o-nas.mdx',
      'adres-tekstem content/o-nas.mdx',
    ]),
  )
  writeFileSync(page, text)
  expect(rulesOf()).toEqual([])
})

test("a tree's nodes come in the order unist-util-visit meets them, and notWithin leaves out what its SKIP does", () => {
  const text = [
    readFileSync(frozenFile('content/o-nas.mdx'), 'utf8'),
    '## Dojazd i [cennik](/cennik)',
    '',
    'Zobacz [stronę **kontaktu**](/kontakt), [cennik][c] i ![Plan gabinetu](/images/plan.svg) albo www.example.org.',
    '',
    '[c]: /cennik',
    '',
    '- zadzwoń <Phone />',
    '- przyjdź <OpeningTime id="infolinia" />',
    '',
    '<Cta href="/kontakt">Umów wizytę</Cta>',
    '',
  ].join('\n')
  const tree = mdxProcessor.parse(new VFile({ path: 'content/o-nas.mdx', value: text })) as Root
  for (const types of ['text', 'heading', ['link', 'definition', 'image'], ['mdxJsxFlowElement', 'mdxJsxTextElement'], 'listItem']) {
    const visited: unknown[] = []
    visit(tree, types as string, (node) => {
      visited.push(node)
    })
    expect(visited.length, String(types)).toBeGreaterThan(0)
    expect(nodesOf(tree, types), String(types)).toEqual(visited)
  }
  const outsideLinks: unknown[] = []
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'linkReference') return SKIP
    if (node.type === 'text') outsideLinks.push(node)
    return undefined
  })
  expect(nodesOf(tree, 'text', { notWithin: ['link', 'linkReference'] })).toEqual(outsideLinks)
  expect(outsideLinks.length).toBeLessThan(nodesOf(tree, 'text').length)
})

test('a text the rule znaki passes over in one step holds no character it reports', () => {
  const missed: string[] = []
  for (let code = 0; code <= 0xffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue
    const character = String.fromCodePoint(code)
    const reported = invisibleName(character) !== undefined || (!renders(character) && !/\s/.test(character))
    if (reported && !hasOddCharacter(`Zażółć ${character} jaźń`)) missed.push(`U+${code.toString(16)}`)
  }
  expect(missed).toEqual([])
  expect(hasOddCharacter('Zażółć gęślą jaźń: „cennik” – 38°C, 200 zł, 5 €\t')).toBe(false)
  expect(hasOddCharacter('szczepie\u00adnie')).toBe(true)
  expect(hasOddCharacter('💉')).toBe(true)
})

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
