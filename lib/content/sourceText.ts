import { readFileSync } from 'node:fs'

/**
 * A content file's text as the build and the check read it: without the byte
 * order mark some Windows editors put first, and with "\n" line endings even
 * when the file was saved with Windows ("\r\n") or old Mac ("\r") ones. So a
 * page saved either way gives exactly the same site, and no tool that splits
 * lines or matches `---` at a line's end can read it differently.
 */
export function normaliseSource(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

/** A file of content/ read as text, normalised (see normaliseSource). */
export function readSource(path: string): string {
  return normaliseSource(readFileSync(path, 'utf8'))
}
