import type { Expression, Program } from 'estree'
import type { Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { describe, expect, it } from 'vitest'
import { holdsRawHtml, literalValue, NotLiteral, programValue } from '../../../../lib/cms/preview/literalValue.ts'
import { mdxProcessor } from '../../../../lib/content/mdxCompiler.ts'

// The editor's preview evaluates nothing of a page but literals, and never React's raw HTML `{__html: …}`.

/** The expression of `{…}` as the site's MDX parses it in an attribute: `<x a={…} />`. */
function attributeExpression(code: string): Expression {
  const tree = mdxProcessor.parse(`<x a={${code}} />`) as Root
  const element = tree.children[0] as MdxJsxFlowElement
  const value = element.attributes[0]!.value as { data: { estree: Program } }
  return (value.data.estree.body[0] as { expression: Expression }).expression
}

describe('the preview’s literal values', () => {
  it('are texts, numbers, lists and objects of them', () => {
    expect(literalValue(attributeExpression('["pobrania", "szczepienia"]'))).toEqual(['pobrania', 'szczepienia'])
    expect(literalValue(attributeExpression('{title: "Uwaga", level: 2}'))).toEqual({ title: 'Uwaga', level: 2 })
    expect(literalValue(attributeExpression('-1'))).toBe(-1)
  })

  it('refuse React’s raw HTML before evaluating it, at any depth, with any spelling of its key', () => {
    for (const code of [
      '{__html: "<img src=x onerror=parent.__pwned=1>"}',
      '{"__html": "<script>parent.__pwned=1</script>"}',
      "{'__html': 'x'}",
      '[{__html: "x"}]',
      '{inner: {__html: "x"}}',
    ]) {
      const expression = attributeExpression(code)
      expect(holdsRawHtml(expression), code).toBe(true)
      expect(() => literalValue(expression), code).toThrow(NotLiteral)
    }
    expect(holdsRawHtml(attributeExpression('{html: "x", title: "__html"}'))).toBe(false)
  })

  it('refuse code, as the site’s one judge of a literal does', () => {
    for (const code of ['"java" + "script:x"', 'parent.__pwned = 1', 'fetch("/x")', '`${x}`', 'x']) {
      expect(() => literalValue(attributeExpression(code)), code).toThrow(NotLiteral)
    }
  })

  it('a program holding raw HTML is refused too', () => {
    const tree = mdxProcessor.parse('{{__html: "x"}}') as Root
    const program = (tree.children[0] as unknown as { data: { estree: Program } }).data.estree
    expect(() => programValue(program)).toThrow(NotLiteral)
  })
})
