import { nearest } from './nearest.ts'
import type { core, ZodType } from 'zod'
import { describeIssue, describePath } from '../content/formatIssues.ts'
import { at, type Problem } from './problem.ts'
import type { YamlSource } from './yamlSource.ts'

/** Schema problems of a YAML text (a data file or a page's frontmatter), each at the line of its field or row. */
export function schemaProblems(file: string, source: YamlSource, issues: readonly core.$ZodIssue[], schema: ZodType): Problem[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      // One line per unknown field, at the field, with the known name it is nearest to.
      const known = fieldsAt(schema, issue.path)
      return issue.keys.map((key) => {
        const where = issue.path.length > 0 ? ` w ${describePath(issue.path, source.data).replace(/^pole /, '')}` : ''
        const guess = nearest(key, known)
        const hint = guess ? `Czy chodziło o „${guess}”? ` : ''
        return at(file, source.positionAt(issue.path, key), 'error', `nieznane pole „${key}”${where}`, `${hint}Popraw nazwę pola albo usuń je`)
      })
    }
    const position = source.positionAt(issue.path)
    const value = valueAt(source.data, issue.path)
    return [at(file, position, 'error', `${describePath(issue.path, source.data)} ${describeIssue(issue, value)}`, fixFor(issue, value))]
  })
}

function fixFor(issue: core.$ZodIssue, value: unknown): string {
  if (value === undefined) return 'Dopisz to pole (wzór jest w docs/EDITING.md)'
  if (issue.code === 'too_small' && value === '') return 'Wpisz tekst'
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'Zmień długość albo wartość tak, by mieściła się w granicach'
  return 'Popraw wartość tego pola; opis pól jest w docs/EDITING.md'
}

export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/** The field names the schema allows for the object at `path` (zod 4 keeps the shape in `_zod.def`). */
function fieldsAt(schema: ZodType, path: readonly PropertyKey[]): string[] {
  type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown; element?: unknown; valueType?: unknown; in?: unknown }
  const defOf = (node: unknown) => (node as { _zod?: { def?: Def } })?._zod?.def
  const unwrap = (node: unknown): unknown => {
    const def = defOf(node)
    return def && ['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type) ? unwrap(def.innerType) : def?.type === 'pipe' ? unwrap(def.in) : node
  }
  let node: unknown = unwrap(schema)
  for (const key of path) {
    const def = defOf(node)
    node = unwrap(def?.type === 'object' ? def.shape?.[String(key)] : def?.type === 'array' ? def.element : def?.type === 'record' ? def.valueType : undefined)
  }
  const def = defOf(node)
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : []
}
