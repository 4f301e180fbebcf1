import { parse } from 'yaml'
import { applyEdits } from '../../check/edits.ts'
import type { Edit } from '../../check/problem.ts'
import { textOffset } from './formProblems.ts'

/**
 * The value a form's field takes when the check's safe fix (a finding's
 * `edit`, lib/check/problem.ts) is made in it: what the „Popraw” button above
 * the form writes into the field (formProblems.ts), the same change
 * `npm run check -- --popraw` makes in the file. Undefined when the edit is
 * not where the check saw it or does not fall in that field.
 */

/** A page's text field (`body`, as the form holds it) after `edit`, which is at a line of the saved file whose text starts at line `bodyStart`. */
export function fixedBody(body: string, edit: Edit, bodyStart: number): string | undefined {
  const line = edit.line - bodyStart + 1
  if (line < 1) return undefined // in the page's fields: not the text field's
  const offset = textOffset(body, line, edit.column)
  if (body.slice(offset, offset + edit.old.length) !== edit.old || textOffset(body, line, 1) + edit.column - 1 !== offset) return undefined
  return body.slice(0, offset) + edit.text + body.slice(offset + edit.old.length)
}

/** A data form's field at `keyPath` (the CMS's: `categories.0.items.2.price`) after `edit` of the YAML text the check read (`text`). */
export function fixedYamlValue(text: string, edit: Edit, keyPath: string): { from: string; to: string } | undefined {
  const { text: fixed, applied } = applyEdits(text, [edit])
  if (applied.length === 0) return undefined
  const valueAt = (yaml: string) =>
    keyPath
      .split('.')
      .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), parse(yaml))
  try {
    const [before, after] = [valueAt(text), valueAt(fixed)]
    return typeof before === 'string' && typeof after === 'string' && after !== before ? { from: before, to: after } : undefined
  } catch {
    return undefined // the fixed text does not parse: no fix of one field
  }
}
