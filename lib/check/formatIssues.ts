import { pluralPl } from '../data/pluralPl.ts'
import type { core } from 'zod'

/**
 * Turns schema problems into one plain line each, e.g.
 *   content/cennik.mdx: pole "description" ma mieć od 50 do 160 znaków (teraz: 31)
 * so that an editor sees the file, the field (or the row) and what is expected.
 */
export function formatIssues(file: string, issues: readonly core.$ZodIssue[], data: unknown): string[] {
  return issues.map((issue) => `${file}: ${describePath(issue.path, data)} ${describeIssue(issue, valueAt(data, issue.path))}`)
}

export function describePath(path: readonly PropertyKey[], data: unknown): string {
  if (path.length === 0) return 'plik'
  const parts = path.map((key, index) => (typeof key === 'number' ? `[wiersz ${key + 1}${rowName(valueAt(data, path.slice(0, index + 1)))}]` : String(key)))
  return `pole "${parts.join('.').replaceAll('.[', ' [')}"`
}

export function describeIssue(issue: core.$ZodIssue, value: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    return `zawiera nieznane pole: ${issue.keys.map((key) => `"${key}"`).join(', ')} (sprawdź pisownię albo usuń je)`
  }
  issue = { ...issue, message: inPolish(issue) }
  // A choice left empty (a new row's radio buttons): nothing was chosen, rather than a wrong value.
  if (issue.code === 'invalid_value' && (value === '' || value === null) && issue.message.startsWith('ma mieć wartość '))
    return `nie ma wybranej wartości ${issue.message.slice('ma mieć wartość '.length)}`
  if (value === undefined && issue.code === 'invalid_type') return issue.message.startsWith('jest wymagane') ? issue.message : `jest wymagane: ${issue.message}`
  // An empty text is said to be empty; a count reads as Polish does: 1 znak, 22 znaki, 25 znaków. Counted as the
  // schemas count (their texts are trimmed) and the editor's counter does: ' ' + 49 characters is 49, not 50.
  const length = typeof value === 'string' ? value.trim().length : 0
  const now = length > 0 ? ` (teraz: ${length} ${pluralPl(length, ['znak', 'znaki', 'znaków'])})` : ''
  const lengthIssue = issue.code === 'too_small' || issue.code === 'too_big'
  return `${issue.message}${lengthIssue && typeof value === 'string' ? now : ''}`
}

/** A row is easier to find by its name: "[wiersz 3: Żółta gorączka]". */
export function rowName(row: unknown, keys = ['disease', 'name', 'title', 'code', 'label', 'id']): string {
  if (row === null || typeof row !== 'object') return ''
  const record = row as Record<string, unknown>
  const name = keys.map((key) => record[key]).find((value) => typeof value === 'string' && value.trim() !== '')
  return name ? `: ${name as string}` : ''
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/**
 * The issue's message, in Polish where the schema gave its check none: zod's own words are English ('Too
 * small: expected array to have >=1 items' reached an editor who left a person's list of work empty).
 */
function inPolish(issue: core.$ZodIssue): string {
  if (!/^(Invalid|Too (small|big)|Expected)\b/.test(issue.message)) return issue.message
  const count = (n: number, forms: [string, string, string]) => `${n} ${pluralPl(n, forms)}`
  const items: [string, string, string] = ['pozycję', 'pozycje', 'pozycji']
  const characters: [string, string, string] = ['znak', 'znaki', 'znaków']
  switch (issue.code) {
    case 'invalid_type': {
      const kinds: Record<string, string> = {
        string: 'ma być tekstem',
        number: 'ma być liczbą',
        int: 'ma być liczbą całkowitą',
        boolean: 'ma być zaznaczone albo nie',
        array: 'ma być listą',
        object: 'ma być grupą pól',
      }
      return kinds[issue.expected] ?? 'ma inną postać, niż to pole przyjmuje'
    }
    case 'too_small': {
      const n = Number(issue.minimum)
      if (issue.origin === 'array' || issue.origin === 'set') return `ma mieć co najmniej ${count(n, items)}`
      if (issue.origin === 'string') return n <= 1 ? 'nie może być puste' : `ma mieć co najmniej ${count(n, characters)}`
      return `ma być co najmniej ${n}`
    }
    case 'too_big': {
      const n = Number(issue.maximum)
      if (issue.origin === 'array' || issue.origin === 'set') return `ma mieć najwyżej ${count(n, items)}`
      if (issue.origin === 'string') return `ma mieć najwyżej ${count(n, characters)}`
      return `ma być najwyżej ${n}`
    }
    default:
      return 'ma wartość, której to pole nie przyjmuje'
  }
}
