import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { expect, test } from 'vitest'
import { mdxProcessor } from '../../../lib/content/mdxCompiler.ts'

// The site's MDX is GitHub's Markdown without its "autolink literal"
// (lib/content/remarkGfmWithoutAutolinks.ts): what an editor may write from
// GitHub's guide still works, and an address typed as text stays text (the
// check reports it with the link to write, tests/unit/check/runChecks.slips.test.ts).

const types = (text: string) => {
  const found: string[] = []
  visit(
    mdxProcessor.parse(text) as Root,
    (node) => void found.push(node.type + ('checked' in node && typeof node.checked === 'boolean' ? `:${node.checked}` : '')),
  )
  return found
}

test('tables, footnotes, strikethrough and task lists are read as GitHub reads them', () => {
  const found = types(
    [
      '| Szczepionka | Cena |',
      '|---|---|',
      '| Grypa | w cenniku |',
      '',
      'Tekst z przypisem[^1] i ~~starą ceną~~.',
      '',
      '- [x] książeczka szczepień',
      '- [ ] dowód osobisty',
      '',
      '[^1]: Treść przypisu.',
    ].join('\n'),
  )
  expect(found).toEqual(
    expect.arrayContaining(['table', 'tableRow', 'tableCell', 'footnoteReference', 'footnoteDefinition', 'delete', 'listItem:true', 'listItem:false']),
  )
})

test('an address typed as text is not made a link; one written as a link is', () => {
  expect(types('Zobacz https://www.gov.pl/web/gis, www.who.int albo napisz na iod@example.org.')).not.toContain('link')
  expect(types('Zobacz [Główny Inspektorat Sanitarny](https://www.gov.pl/web/gis).')).toContain('link')
})
