import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every file below `dir`, sorted by path; none when the folder does not exist. */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
      .sort()
  } catch {
    return []
  }
}
