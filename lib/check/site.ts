import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Root } from 'mdast'
import { readSource } from '../content/sourceText.ts'
import type { SiteData } from './componentProps.ts'

/** A content page as written: its file, its address and its text (and, once parsed, its tree). */
export interface PageSource {
  file: string
  route: string
  text: string
  tree?: Root
  /** Its block of fields cannot be read: the MDX check leaves it alone (one mistake, one line). */
  unreadable?: boolean
}

/** Everything an editor can change, read once for all checks. */
export interface Site {
  root: string
  pages: PageSource[]
  dataFiles: { file: string; name: string; text: string }[]
  /** Parsed data files by name; a file that does not parse is missing. */
  data: SiteData
  /** Site paths of the files in public/, e.g. /images/prep.svg */
  publicFiles: Set<string>
  /** The ids each page has, by route (filled by the MDX check). */
  anchors: Map<string, Set<string>>
}

export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
      .sort()
  } catch {
    return []
  }
}

export function readSite(root: string): Site {
  const path = (absolute: string) => relative(root, absolute).split('\\').join('/')
  const contentFiles = listFiles(join(root, 'content')).map(path)
  return {
    root,
    pages: contentFiles
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => ({ file, route: '', text: readSource(join(root, file)) })),
    dataFiles: contentFiles
      .filter((file) => file.startsWith('content/data/'))
      .map((file) => ({ file, name: file.slice('content/data/'.length), text: readSource(join(root, file)) })),
    data: {},
    publicFiles: new Set(listFiles(join(root, 'public')).map((file) => '/' + relative(join(root, 'public'), file).split('\\').join('/'))),
    anchors: new Map(),
  }
}
