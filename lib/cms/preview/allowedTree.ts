import type { Expression } from 'estree'
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { refusedAttributeLine, refusedElementLine } from '../../check/rules/html.ts'
import { componentNameLine } from '../../check/rules/komponent.ts'
import { explainMdxError } from '../../check/mdxErrors.ts'
import { componentEntry } from '../../content/componentRegistry.ts'
import { isComment } from '../../content/literalValue.ts'
import { literalValue } from './literalValue.ts'
import { componentProps } from './previewProps.ts'

/**
 * A page's tree, as parsed, made into what the editor's preview may render:
 * only what the content check allows. The preview renders while the editor
 * types, before any check or build had a say, in /admin/, where the editor's
 * GitHub token lives; so an element the check refuses (lib/check/rules/html.ts)
 * and a name that is no component (lib/check/rules/komponent.ts) become a
 * notice with the check's own line in their place, their content dropped, and
 * an attribute the check refuses, a spread `{...x}` or a value that is not a
 * literal is dropped before anything evaluates it (the site's plugins, which
 * run after the build's guard, meet only what it would let through). What
 * Markdown itself makes (links, images, tables) holds no attribute an editor
 * wrote; its addresses, like every prop, pass the last filter (previewProps.ts).
 */
export function allowedTree(tree: Root): Root {
  tree.children = tree.children.map(allowedNode) as RootContent[]
  return tree
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement
type Line = { message: string; fix: string }

function allowedNode(node: Nodes): Nodes {
  if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !isComment(node.data?.estree)) {
    // Text is text: only a comment may stand in braces, as the rule kod words it.
    const { message, fix } = explainMdxError('Could not parse expression with acorn')
    return refusedNotice({ message: `„{${node.value}}”: ${message}`, fix }, 'kod', node.type === 'mdxFlowExpression')
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const refused = allowedElement(node)
    if (refused) return refusedNotice(refused.line, refused.rule, node.type === 'mdxJsxFlowElement')
  }
  if ('children' in node) node.children = node.children.map(allowedNode) as typeof node.children
  return node
}

/** An element the check refuses (with its rule's line), or none once its attributes are those the check allows. */
function allowedElement(element: JsxElement): { line: Line; rule: string } | undefined {
  const name = element.name
  // A fragment <>…</>: no attributes, its children on their own.
  if (name === null) return undefined
  const misnamed = componentNameLine(name)
  if (misnamed) return { line: misnamed, rule: 'komponent' }
  const entry = componentEntry(name)
  if (!entry) {
    const refused = refusedElementLine(name)
    if (refused) return { line: refused, rule: 'html' }
  }
  const takes = entry ? componentProps(name) : undefined
  element.attributes = element.attributes.filter((attribute) => {
    if (!literalAttribute(attribute)) return false
    return takes ? takes.has(attribute.name) : !refusedAttributeLine(name, attribute.name, typeof attribute.value === 'string')
  })
  return undefined
}

/** An attribute written out (not a spread) whose value is a text, nothing, or `{…}` holding one literal. */
function literalAttribute(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): attribute is MdxJsxAttribute {
  if (attribute.type === 'mdxJsxExpressionAttribute') return false
  if (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string') return true
  const statement = attribute.value.data?.estree?.body[0]
  if (attribute.value.data?.estree?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return false
  try {
    literalValue(statement.expression as Expression)
    return true
  } catch {
    return false
  }
}

/** The words of the notice in place of what the check refuses: its line, as `npm run check` words it. */
export const noticeLead = 'Sprawdzenie treści:'
export const noticeText = (line: Line, rule: string) => ` ${line.message}. ${line.fix} [${rule}]`

/**
 * What the preview shows in place of an element the check refuses: the
 * check's line for it in a box of its own (renderer/preview/preview.css);
 * a block in the text's flow, a span inside a sentence.
 */
function refusedNotice(line: Line, rule: string, flow: boolean): Nodes {
  const children: PhrasingContent[] = [
    { type: 'strong', children: [{ type: 'text', value: noticeLead }] },
    { type: 'text', value: noticeText(line, rule) },
  ]
  const data = { hName: flow ? 'div' : 'span', hProperties: { className: ['preview-refused'], dataRule: rule, role: 'note' } }
  return flow ? { type: 'paragraph', data, children } : { type: 'emphasis', data, children }
}
