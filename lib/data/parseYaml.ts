import { parse } from 'yaml'

const key = Symbol.for('clinic-website.parsedYaml')

/** Parsed texts, one map for the process (see parseYaml). */
function parsedTexts(): Map<string, unknown> {
  const scope = globalThis as Record<symbol, Map<string, unknown> | undefined>
  return (scope[key] ??= new Map())
}

/**
 * A YAML text's value, parsed once per process whoever asks: one build reads
 * clinic.yaml for its address, its repository, its sitemap, the check and every
 * prerendered page, and Vite loads this module in more than one copy (the
 * plugins, the server bundle that prerenders). The map is therefore kept on
 * globalThis, and the values are frozen: every reader shares them, so none
 * may change one. Throws what `parse` throws on a text that is not YAML.
 */
export function parseYaml(text: string): unknown {
  const texts = parsedTexts()
  if (texts.has(text)) return texts.get(text)
  // Bounded: the dev server parses every saved version of a file.
  if (texts.size >= 500) texts.clear()
  const value = deepFreeze(parse(text))
  texts.set(text, value)
  return value
}

/** Lets parseYaml answer `text` with a value already parsed (the check's parse, which also keeps the positions). */
export function rememberParsedYaml(text: string, value: unknown): void {
  const texts = parsedTexts()
  if (!texts.has(text)) texts.set(text, deepFreeze(value))
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}
