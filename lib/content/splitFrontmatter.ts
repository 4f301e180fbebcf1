import { parseYaml } from '../data/parseYaml.ts'

/**
 * The block of fields at the top of a page, as the MDX compiler reads it
 * (remark-frontmatter): `---` on the first line and `---` closing it, each may
 * be followed by spaces; the file may end right after the closing line. Read
 * from normalised text (lib/content/sourceText.ts). Group 1 is the YAML.
 */
export const frontmatterPattern = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/

/** The page's text after its block of fields (all of it when it has none). */
export const pageBody = (source: string) => source.replace(frontmatterPattern, '')

/** Reads the YAML between the opening `---` lines of an MDX file. */
export function splitFrontmatter(source: string): { data: unknown; error?: string } {
  const match = frontmatterPattern.exec(source)
  if (!match) return { data: undefined, error: 'plik nie zaczyna się od bloku "---" z polami title, description i group' }
  try {
    return { data: parseYaml(match[1] ?? '') ?? {} }
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0]
    return { data: undefined, error: `blok "---" nie jest poprawnym YAML (tekst z dwukropkiem ujmij w cudzysłów "..."): ${detail}` }
  }
}
