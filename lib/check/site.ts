import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Root } from 'mdast'
import { readSource } from '../content/sourceText.ts'
import type { SiteData } from './componentProps.ts'
import type { TextField } from './textFields.ts'
import type { YamlSource } from './yamlSource.ts'

/** A content page as written: its file, its address and its text (and, once parsed, its tree). */
export interface PageSource {
  file: string
  route: string
  text: string
  tree?: Root
  /** Its block of fields cannot be read: the MDX check leaves it alone (one mistake, one line). */
  unreadable?: boolean
  /** Its block of fields, parsed (when it parses). */
  fields?: YamlSource
  /** Not a page: a data file's Markdown text a page shows (an FAQ answer), checked as page text at its own lines (lib/check/textFields.ts). */
  within?: TextField
}

/** Everything an editor can change, read once for all checks. */
export interface Site {
  root: string
  pages: PageSource[]
  dataFiles: { file: string; name: string; text: string }[]
  /** Files in content/ that are neither pages (.mdx) nor data files (content/data/), e.g. content/kontakt.md */
  otherFiles: string[]
  /** Addresses of pages whose file name is reported already (content/Kontakt.mdx → /kontakt): links to them are not reported too. */
  misnamed: Set<string>
  /** The data files' Markdown texts that pages show (the FAQ's answers), read as pages' text by the checks of the text (lib/check/textFields.ts). */
  texts: PageSource[]
  /** Parsed data files by name; a file that does not parse is missing. */
  data: SiteData
  /** Site paths of the files in public/, e.g. /images/prep.svg */
  publicFiles: Set<string>
  /** The ids each page has, by route (filled by the MDX check). */
  anchors: Map<string, Set<string>>
  /** Fields with a schema problem already reported, as fieldKey(file, path): later checks leave them alone. */
  invalidFields: Set<string>
  /** A build's check: each page's compiled module is kept for the build (lib/content/mdxCompiler.ts). */
  compile?: boolean
}

/** A field of a data file or of a page's fields, e.g. content/data/navigation.yaml#main.3.href */
export const fieldKey = (file: string, path: readonly PropertyKey[]) => `${file}#${path.map(String).join('.')}`

/** Whether a data file (e.g. team.yaml) does not parse or has a schema problem: what other files read from it is not checked. */
export const hasProblem = (site: Site, name: string) => site.data[name] === undefined || [...site.invalidFields].some((key) => key.startsWith(`content/data/${name}#`))

/** Whether the field at `path`, or the row or list holding it, has a problem reported already. */
export const isInvalid = (site: Site, file: string, path: readonly PropertyKey[]) => path.some((_, index) => site.invalidFields.has(fieldKey(file, path.slice(0, index + 1)))) || site.invalidFields.has(fieldKey(file, []))

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
    otherFiles: contentFiles.filter((file) => !file.endsWith('.mdx') && !file.startsWith('content/data/')),
    misnamed: new Set(),
    dataFiles: contentFiles
      .filter((file) => file.startsWith('content/data/'))
      .map((file) => ({ file, name: file.slice('content/data/'.length), text: readSource(join(root, file)) })),
    texts: [],
    data: {},
    publicFiles: new Set(listFiles(join(root, 'public')).map((file) => '/' + relative(join(root, 'public'), file).split('\\').join('/'))),
    anchors: new Map(),
    invalidFields: new Set(),
  }
}
