import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { normaliseSource } from '../content/sourceText.ts'
import { applyEdits } from './edits.ts'
import type { Edit, Finding } from './problem.ts'

/** One edit made in a file. */
export interface FileEdit {
  file: string
  edit: Edit
}

/**
 * Writes every safe fix the check found (`npm run check -- --popraw`) into the
 * files below `root`, and returns the edits made. The check read each file
 * normalised (no byte order mark, "\n" line endings, lib/content/sourceText.ts);
 * the file is written back the way it was saved: a Windows file keeps its
 * "\r\n" and its mark, so a fix changes only the characters it names.
 */
export function fixFiles(root: string, findings: readonly Finding[]): FileEdit[] {
  const byFile = new Map<string, Edit[]>()
  for (const { file, edit } of findings) if (edit) byFile.set(file, [...(byFile.get(file) ?? []), edit])
  const made: FileEdit[] = []
  for (const [file, edits] of byFile) {
    const path = join(root, file)
    const raw = readFileSync(path, 'utf8')
    const { text, applied } = applyEdits(normaliseSource(raw), edits)
    if (applied.length === 0) continue
    const mark = raw.startsWith('\uFEFF') ? '\uFEFF' : ''
    writeFileSync(path, mark + (raw.includes('\r\n') ? text.replace(/\n/g, '\r\n') : text))
    made.push(...applied.map((edit) => ({ file, edit })))
  }
  return made.sort((a, b) => a.file.localeCompare(b.file) || a.edit.line - b.edit.line || a.edit.column - b.edit.column)
}

/** The line `--popraw` prints for an edit it made: where, what it says, and the text before and after. */
export function fixedLine({ file, edit }: FileEdit): string {
  const change = edit.text === '' && /^\p{Cf}$/u.test(edit.old) ? '' : `: ${quoted(edit.old)} → ${quoted(edit.text)}`
  return `Poprawiono: ${file}:${edit.line}:${edit.column}: ${edit.says}${change}`
}

/** A text in Polish quotes, or in guillemets when it holds Polish quotes itself (title=„Ważne”). */
const quoted = (text: string) => (/[„”]/.test(text) ? `«${text}»` : `„${text}”`)
