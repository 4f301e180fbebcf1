import type { Expression, Program, SpreadElement } from 'estree'

/**
 * The value of an expression that is a literal (a text, a number, true/false,
 * or a list or object of them), as a page's MDX may hold one in an attribute
 * (`only={["pobrania"]}`). The preview evaluates nothing else: no code of a
 * page runs in the editor (the content check's rule kod refuses it, and the
 * preview shows that message instead of the page).
 */
export function literalValue(node: Expression | SpreadElement | null): unknown {
  if (!node) throw new NotLiteral()
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'TemplateLiteral':
      if (node.expressions.length > 0) throw new NotLiteral()
      return node.quasis.map((quasi) => quasi.value.cooked).join('')
    case 'ArrayExpression':
      return node.elements.map((element) => literalValue(element as Expression | null))
    case 'UnaryExpression':
      if (node.operator !== '-') throw new NotLiteral()
      return -(literalValue(node.argument) as number)
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed) throw new NotLiteral()
          const key = property.key.type === 'Identifier' ? property.key.name : String(literalValue(property.key as Expression))
          return [key, literalValue(property.value as Expression)]
        }),
      )
    default:
      throw new NotLiteral()
  }
}

/**
 * What `{…}` holds as a whole program: a comment is nothing; a literal its
 * value. An `export` or `import` line shows nothing: the pipeline's own
 * `export const frontmatter`, or an editor's line the rule kod refuses.
 */
export function programValue(program: Program): unknown {
  const statement = program.body[0]
  if (!statement || program.body.every((node) => node.type.startsWith('Export') || node.type === 'ImportDeclaration')) return undefined
  if (program.body.length > 1 || statement.type !== 'ExpressionStatement') throw new NotLiteral()
  return literalValue(statement.expression)
}

export class NotLiteral extends Error {
  constructor() {
    super('not a literal')
  }
}
