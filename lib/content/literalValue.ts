import type { Expression, Program, SpreadElement } from 'estree'

/**
 * The value of an expression that is a literal (a text, a number, true/false,
 * null, or a list or object of them), as a page's MDX may hold one in an
 * attribute (`only={["pobrania"]}`); anything else throws NotLiteral. The one
 * judge of "literal" for the content check (lib/check/rules/kod.ts), the
 * build's guard (lib/content/remarkContentGuard.ts) and the editor's preview,
 * which evaluates nothing else: no code of a page runs anywhere.
 */
export function literalValue(node: Expression | SpreadElement | null): unknown {
  if (!node) throw new NotLiteral()
  switch (node.type) {
    case 'Literal':
      // A regular expression or a BigInt is code's, not an editor's.
      if ('regex' in node || 'bigint' in node) throw new NotLiteral()
      return node.value
    case 'TemplateLiteral':
      if (node.expressions.length > 0) throw new NotLiteral()
      return node.quasis.map((quasi) => quasi.value.cooked).join('')
    case 'ArrayExpression':
      return node.elements.map((element) => literalValue(element as Expression | null))
    case 'UnaryExpression':
      if (node.operator !== '-' || node.argument.type !== 'Literal' || typeof node.argument.value !== 'number') throw new NotLiteral()
      return -node.argument.value
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method || property.shorthand) throw new NotLiteral()
          const key = property.key.type === 'Identifier' ? property.key.name : String(literalValue(property.key as Expression))
          return [key, literalValue(property.value as Expression)]
        }),
      )
    default:
      throw new NotLiteral()
  }
}

/** Whether an expression is a literal (see literalValue). */
export function isLiteral(node: Expression | SpreadElement | null): boolean {
  try {
    literalValue(node)
    return true
  } catch (error) {
    if (error instanceof NotLiteral) return false
    throw error
  }
}

/** Whether `{…}` holds nothing but a comment: `{/* … *\/}`, the one expression a page's text may have. */
export const isComment = (program: Program | null | undefined) => !program || program.body.length === 0

/** A program of one expression that is a literal (an attribute's `{…}`), or only a comment. */
export function isLiteralProgram(program: Program | null | undefined): boolean {
  if (isComment(program)) return true
  const statement = program!.body[0]!
  return program!.body.length === 1 && statement.type === 'ExpressionStatement' && isLiteral(statement.expression)
}

/**
 * What `{…}` holds as a whole program: a comment is nothing; a literal its
 * value. An `export` or `import` line shows nothing: the pipeline's own
 * `export const frontmatter` (an editor's line never gets this far: the
 * build's guard refuses it).
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
