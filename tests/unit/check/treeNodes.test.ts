import { readFileSync } from 'node:fs'
import type { Root } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { expect, test } from 'vitest'
import { nodesOf } from '../../../lib/check/treeNodes.ts'
import { mdxProcessor } from '../../../lib/content/mdxCompiler.ts'
import { frozenFile } from '../../frozenSite.ts'

// The rules' shortcut through a page's tree must find what the long way (unist-util-visit) finds.

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
