import { nearest } from './nearest.ts'
import { editorSettingsFile } from '../schemas/editorSchema.ts'
import type { core, ZodType } from 'zod'
import { describeIssue, describePath } from './formatIssues.ts'
import { formPath } from './formPath.ts'
import { fieldsDoc } from '../cms/fieldTables.ts'
import { defOf, unwrap } from '../cms/cmsFields.ts'
import { at, type Finding } from './problem.ts'
import { isMap } from 'yaml'
import { invisibleName } from './glyphs.ts'
import { dateEdit, isPriceIssue, priceEdit, priceWhy } from './priceFix.ts'
import type { YamlSource } from './yamlSource.ts'
import { dateMeant, dateMessage } from '../schemas/fields.ts'

/**
 * Fields that moved out of a data file, by file and field: what to do instead.
 * The editor's sign-in left clinic.yaml for editor.yaml at the project's root
 * (lib/schemas/editorSchema.ts): in content, an editor's form could change it.
 */
const movedFields: Record<string, Record<string, string>> = {
  'clinic.yaml': {
    editor: `Ustawienia logowania do edytora są teraz w pliku ${editorSettingsFile} w głównym folderze projektu, poza treścią strony: przenieś tam ten blok bez słowa „editor:” i bez wcięcia (wzór: docs/edycja/pierwsze-uruchomienie.md)`,
  },
  // The block copied from clinic.yaml whole: its fields stand at the file's top level.
  [editorSettingsFile]: {
    editor: 'W tym pliku pola stoją bez słowa „editor:”: usuń tę linię i wcięcie linii pod nią',
  },
}

/** A text with ": " in it, unquoted (the browser editor quotes such a text with apostrophes). */
export const yamlColonMistake: [message: string, fix: string] = [
  'tekst z dwukropkiem nie jest w cudzysłowie',
  "Ujmij całą wartość w apostrofy, np. title: 'Cennik: szczepienia'",
]

/**
 * A text with ": " that the editor did put in quotes, but typographic ones (pasted from Word,
 * or typed as Polish is written): YAML takes only ' and " as quotes. `written` is the value as
 * written, `before` what precedes it on its line ("title: ", "- ").
 */
export function typographicColonMistake(written: string, before: string): { message: string; fix: string } | undefined {
  const quoted = /^([„“”«‚‘’])(.*?)([”“»’‘]?)$/.exec(written.trim())
  if (!quoted) return undefined
  return {
    message: `tekst z dwukropkiem jest w cudzysłowie drukarskim ${quoted[1]}…${quoted[3] ?? ''}, którego YAML nie uznaje za cudzysłów`,
    fix: `Zamień go na apostrofy: ${before}'${quoted[2]!.replace(/'/g, "''")}'`,
  }
}

const MISSING_CODES = new Set<core.$ZodIssue['code']>(['invalid_type', 'invalid_value', 'invalid_union'])

/** Schema problems of a YAML text (a data file or a page's frontmatter), each at the line of its field or row. */
export function schemaProblems(file: string, source: YamlSource, issues: readonly core.$ZodIssue[], schema: ZodType): Finding[] {
  // A misspelt field ("prize") is one mistake: its line says which field it should be, so the field it should be is not also "missing".
  const misspelt = new Set(
    issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.flatMap((key) => nearest(key, fieldsAt(schema, issue.path)) ?? []).map((guess) => [...issue.path, guess].join('.'))
        : [],
    ),
  )
  // The field as the browser editor's form labels it; the file's own path where the form has no such field.
  const fieldName = (path: readonly PropertyKey[]) => {
    const labels = path.length > 0 ? formPath(schema, path, source.data) : undefined
    return labels ? `pole „${labels}”` : describePath(path, source.data)
  }
  // A field left out: zod says so by the kind of value it wanted (a text: invalid_type; one of a list: invalid_value; one of several shapes: invalid_union).
  const missing = (issue: core.$ZodIssue) => MISSING_CODES.has(issue.code) && valueAt(source.data, issue.path) === undefined
  const said = issues.filter(
    (issue) =>
      // A misspelt field's line says which field it should be.
      !(missing(issue) && misspelt.has(issue.path.join('.'))) &&
      // A code made from its row's name (lib/cms/namedIds.ts: the editor makes it when the row is saved) is
      // not said to be missing while the name is empty or missing: the name's own line says what to write.
      !(missing(issue) && nameIsEmpty(schema, issue.path, source.data)),
  )
  // Several fields missing from one row are one line: at one spot, only the first would be said (lib/check/runChecks.ts).
  const missingByRow = new Map<string, core.$ZodIssue[]>()
  for (const issue of said.filter(missing)) {
    const row = issue.path.slice(0, -1).join('.')
    missingByRow.set(row, [...(missingByRow.get(row) ?? []), issue])
  }
  return said.flatMap((issue) => findingsFor(issue).map((finding) => withField(finding, issue)))

  /** A field not in the file is named by its path too (Finding.field): the line given is its row's. */
  function withField(finding: Finding, issue: core.$ZodIssue): Finding {
    if (issue.code === 'unrecognized_keys' || issue.path.length === 0 || valueAt(source.data, issue.path) !== undefined) return finding
    return { ...finding, field: issue.path.map((key) => (typeof key === 'number' ? key : String(key))) }
  }

  function findingsFor(issue: core.$ZodIssue): Finding[] {
    const row = missingByRow.get(issue.path.slice(0, -1).join('.'))
    if (missing(issue) && row && row.length > 1) {
      if (issue !== row[0]) return []
      const rowPath = issue.path.slice(0, -1)
      const rowLabel = rowPath.length > 0 ? formPath(schema, rowPath, source.data) : undefined
      const fields = row.map((one) => `„${fieldLabel(schema, one.path, source.data)}”`).join(', ')
      return [
        at(
          file,
          source.positionAt(issue.path),
          `${rowLabel ? `w „${rowLabel}” ` : ''}brakuje wymaganych pól: ${fields}`,
          `Dopisz je (wzór jest w ${fieldsDoc(file, schema)})`,
        ),
      ]
    }
    // A value with an invisible character in it looks right: that character is the line to read (the rule znaki).
    if (hasInvisible(valueAt(source.data, issue.path))) return []
    if (issue.code === 'unrecognized_keys') {
      // One line per unknown field, at the field, with the known name it is nearest to.
      const known = fieldsAt(schema, issue.path)
      return issue.keys.map((key) => {
        const moved = issue.path.length === 0 ? movedFields[file.split('/').at(-1)!]?.[key] : undefined
        if (moved) return at(file, source.positionAt(issue.path, key), `pole „${key}” nie należy do tego pliku`, moved)
        const where = issue.path.length > 0 ? ` w ${fieldName(issue.path).replace(/^pole /, '')}` : ''
        const guess = nearest(key, known)
        const hint = guess ? `Czy chodziło o „${guess}”? ` : ''
        return at(file, source.positionAt(issue.path, key), `nieznane pole „${key}”${where}`, `${hint}Popraw nazwę pola albo usuń je`)
      })
    }
    const position = source.positionAt(issue.path)
    const value = valueAt(source.data, issue.path)
    const colon = colonInText(source, issue)
    if (colon) return [at(file, position, colon.message, colon.fix)]
    // An empty price (a row just added) is said to be empty, as an empty name is, not to have a wrong format.
    if (isPriceIssue(issue) && typeof value === 'string' && value.trim() === '')
      return [at(file, position, `${fieldName(issue.path)} nie może być puste`, 'Wpisz cenę, np. „150 zł”')]
    const date = issue.message === dateMessage ? dateMeant(value) : undefined
    const why = isPriceIssue(issue) ? priceWhy(value) : date && `zapisz „${date}”`
    const finding = at(
      file,
      position,
      `${fieldName(issue.path)} ${describeIssue(issue, value)}${why ? `: ${why}` : ''}`,
      fixFor(issue, value, fieldsDoc(file, schema)),
    )
    const edit = date ? dateEdit(source, issue, position, date) : priceEdit(source, issue, position)
    return [edit ? { ...finding, edit } : finding]
  }
}

/**
 * A text with ": " in it, unquoted, reads as a field and its value: where the
 * schema wants a text, "- Masaż: 30 minut" is a list item holding a field, and
 * the fix is the quotes, not a value of another kind.
 */
function colonInText(source: YamlSource, issue: core.$ZodIssue): { message: string; fix: string } | undefined {
  if (issue.code !== 'invalid_type' || issue.expected !== 'string') return undefined
  const node = source.document.getIn(issue.path as unknown[], true)
  if (!isMap(node) || node.flow || node.items.length !== 1 || !node.range) return undefined
  const written = source.text.slice(node.range[0], node.range[1]).trim()
  if (written.includes('\n')) return undefined
  const quoted = `'${written.replace(/'/g, "''")}'`
  const last = issue.path.at(-1)
  const before = typeof last === 'number' ? '- ' : `${String(last)}: `
  return typographicColonMistake(written, before) ?? { message: yamlColonMistake[0], fix: `Ujmij całą wartość w apostrofy: ${before}${quoted}` }
}

/** The last label of a field's place in the form ('Zakres pracy'), or its key where the form has no such field. */
function fieldLabel(schema: ZodType, path: readonly PropertyKey[], data: unknown): string {
  return formPath(schema, path, data)?.split(' › ').at(-1) ?? String(path.at(-1))
}

/** Whether the field at `path` is a code made from a sibling name (`idFrom`) that is still empty or missing. */
function nameIsEmpty(schema: ZodType, path: readonly PropertyKey[], data: unknown): boolean {
  const key = path.at(-1)
  if (typeof key !== 'string') return false
  const idFrom = fieldSchemaAt(schema, path)?.meta.idFrom
  if (!idFrom) return false
  const name = valueAt(data, [...path.slice(0, -1), idFrom])
  return typeof name !== 'string' || name.trim() === ''
}

/** The schema of the field at `path`, unwrapped, with its metadata; undefined where the path leaves the schema. */
function fieldSchemaAt(schema: ZodType, path: readonly PropertyKey[]): ReturnType<typeof unwrap> | undefined {
  let current = unwrap(schema)
  for (const key of path) {
    const def = defOf(current.inner) as { type: string; shape?: Record<string, ZodType>; element?: ZodType }
    const next = def.type === 'array' && typeof key === 'number' ? def.element : def.type === 'object' ? def.shape?.[String(key)] : undefined
    if (!next) return undefined
    current = unwrap(next)
  }
  return current
}

const hasInvisible = (value: unknown) => typeof value === 'string' && [...value].some((character) => invisibleName(character) !== undefined)

/** `doc`: the file's table of fields in docs/edycja/pola.md. */
function fixFor(issue: core.$ZodIssue, value: unknown, doc: string): string {
  if (value === undefined) return `Dopisz to pole (wzór jest w ${doc})`
  if (issue.code === 'invalid_value' && (value === '' || value === null)) return 'Zaznacz jedną z nich'
  if (issue.code === 'too_small' && value === '') return 'Wpisz tekst'
  if (issue.code === 'too_small' && Array.isArray(value)) return value.length === 0 ? 'Dodaj co najmniej jedną pozycję' : 'Dodaj brakujące pozycje'
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'Zmień długość albo wartość tak, by mieściła się w granicach'
  return `Popraw wartość tego pola; opis pól jest w ${doc}`
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
    return def && ['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type)
      ? unwrap(def.innerType)
      : def?.type === 'pipe'
        ? unwrap(def.in)
        : node
  }
  let node: unknown = unwrap(schema)
  for (const key of path) {
    const def = defOf(node)
    node = unwrap(def?.type === 'object' ? def.shape?.[String(key)] : def?.type === 'array' ? def.element : def?.type === 'record' ? def.valueType : undefined)
  }
  const def = defOf(node)
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : []
}
