import type { Expression, Program, SpreadElement } from 'estree'
import { literalValue as contentLiteral, NotLiteral, programValue as contentProgram } from '../../content/literalValue.ts'

// The one judge of a literal (lib/content/literalValue.ts), as the editor's preview asks it.
export { NotLiteral }

/**
 * Whether an expression holds React's raw HTML, `{__html: …}`, at any depth:
 * an object literal with that key. Read from the expression itself, before
 * anything is evaluated.
 */
export function holdsRawHtml(node: Expression | SpreadElement | null | undefined): boolean {
  if (!node) return false
  switch (node.type) {
    case 'ArrayExpression':
      return node.elements.some((element) => holdsRawHtml(element))
    case 'ObjectExpression':
      return node.properties.some(
        (property) =>
          property.type !== 'Property' ||
          (property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : '') === '__html' ||
          holdsRawHtml(property.value as Expression),
      )
    case 'SpreadElement':
      return holdsRawHtml(node.argument)
    default:
      return false
  }
}

/**
 * The value of a literal in a page's text, as the preview renders it (see
 * lib/content/literalValue.ts), and never React's raw HTML: an object with
 * `__html` is refused before it is evaluated, whatever attribute it is given
 * to (dangerouslySetInnerHTML would write it into the preview as HTML).
 * allowedTree.ts has already dropped such an attribute; this is the last word.
 */
export function literalValue(node: Expression | SpreadElement | null): unknown {
  if (holdsRawHtml(node)) throw new NotLiteral()
  return contentLiteral(node)
}

/** What `{…}` holds as a whole program (lib/content/literalValue.ts), never raw HTML. */
export function programValue(program: Program): unknown {
  if (program.body.some((statement) => statement.type === 'ExpressionStatement' && holdsRawHtml(statement.expression))) throw new NotLiteral()
  return contentProgram(program)
}
