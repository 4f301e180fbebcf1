import { parse } from 'yaml'

/** Reads the YAML between the opening `---` lines of an MDX file. */
export function splitFrontmatter(source: string): { data: unknown; error?: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!match) return { data: undefined, error: 'plik nie zaczyna się od bloku "---" z polami title, description i group' }
  try {
    return { data: parse(match[1] ?? '') ?? {} }
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0]
    return { data: undefined, error: `blok "---" nie jest poprawnym YAML (tekst z dwukropkiem ujmij w cudzysłów "..."): ${detail}` }
  }
}
