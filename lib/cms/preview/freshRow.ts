/**
 * Whether the field at `keyPath` (`questions.31.answer`) belongs to a list row that nothing has been typed
 * into yet: every value of the row is empty (an empty text, no choice, an unticked box, an empty list). A
 * row just added with 'Dodaj' is such a row; once a field of it is filled, it is not.
 */
export function inFreshRow(values: unknown, keyPath: string): boolean {
  const keys = keyPath.split('.')
  // The row: the value at the last list index of the path.
  const index = keys.map((key) => /^\d+$/.test(key)).lastIndexOf(true)
  if (index === -1) return false
  let row: unknown = values
  for (const key of keys.slice(0, index + 1)) {
    if (row === null || typeof row !== 'object') return false
    row = (row as Record<string, unknown>)[key]
  }
  return row !== undefined && isEmpty(row)
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isEmpty)
  if (typeof value === 'object') return Object.values(value).every(isEmpty)
  return false
}

/**
 * `values` without the list rows nothing has been typed into: what the preview draws while a row just added is
 * empty (with it the values fit no schema, and the preview showed 'nie da się zbudować' under no listed error).
 */
export function withoutFreshRows<T>(values: T): T {
  if (Array.isArray(values)) return values.filter((item) => !isEmpty(item)).map(withoutFreshRows) as T
  if (values !== null && typeof values === 'object') {
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withoutFreshRows(value)])) as T
  }
  return values
}
