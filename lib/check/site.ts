import { join, relative } from 'node:path'
import type { Root } from 'mdast'
import { listFiles } from '../content/listFiles.ts'
import { readSource } from '../content/sourceText.ts'
import type { SiteData } from '../content/componentRegistry.ts'
import type { Finding } from './problem.ts'
import type { TextField } from './textFields.ts'
import type { YamlSource } from './yamlSource.ts'

/** A content page as written: its file, its address and its text (and, once parsed, its tree). */
export interface PageSource {
  readonly file: string
  /** Its address; empty when its file name makes none (reported by the rule nazwa-pliku). */
  readonly route: string
  readonly text: string
  readonly tree?: Root
  /** Its block of fields cannot be read: the tree is not parsed (one mistake, one line). */
  readonly unreadable?: boolean
  /** Its block of fields, parsed (when it parses). */
  readonly fields?: YamlSource
  /** Not a page: a data file's Markdown text a page shows (an FAQ answer), checked as page text at its own lines (lib/check/textFields.ts). */
  readonly within?: TextField
}

/** A file of content/ as read from the disk. */
export interface SourceFile {
  readonly file: string
  readonly text: string
}

/**
 * Everything an editor can change, read once by the loaders (lib/check/load/)
 * before any rule runs. Rules only read it: a rule can be dropped from the
 * list (lib/check/rules/index.ts) without changing what another finds.
 */
export interface Site {
  readonly root: string
  readonly pages: readonly PageSource[]
  readonly dataFiles: readonly (SourceFile & { readonly name: string })[]
  /** Files in content/ that are neither pages (.mdx) nor data files (content/data/), e.g. content/kontakt.md */
  readonly otherFiles: readonly string[]
  /** Addresses of pages whose file name is reported already (content/Kontakt.mdx → /kontakt): links to them are not reported too. */
  readonly misnamed: ReadonlySet<string>
  /** The data files' Markdown texts that pages show (the FAQ's answers), read as pages' text by the rules of the text (lib/check/textFields.ts). */
  readonly texts: readonly PageSource[]
  /** Parsed data files by name; a file that does not parse is missing. */
  readonly data: Readonly<SiteData>
  /** Site paths of the files in public/, e.g. /images/prep.svg */
  readonly publicFiles: ReadonlySet<string>
  /** The ids each page has, by route (its headings', its components' and, on /faq, its questions'). */
  readonly anchors: ReadonlyMap<string, ReadonlySet<string>>
  /** Fields with a problem the loaders found, as fieldKey(file, path): rules leave them alone. */
  readonly invalidFields: ReadonlySet<string>
  /** What the loaders found while reading the site, by the id of the rule that reports it (e.g. yaml-skladnia). */
  readonly readFindings: ReadonlyMap<string, readonly Finding[]>
}

/** A field of a data file or of a page's fields, e.g. content/data/navigation.yaml#main.3.href */
export const fieldKey = (file: string, path: readonly PropertyKey[]) => `${file}#${path.map(String).join('.')}`

/** Whether a data file (e.g. team.yaml) does not parse or has a schema problem: what other files read from it is not checked. */
export const hasProblem = (site: Site, name: string) =>
  site.data[name] === undefined || [...site.invalidFields].some((key) => key.startsWith(`content/data/${name}#`))

/** Whether the field at `path`, or the row or list holding it, has a problem reported already. */
export const isInvalid = (site: Site, file: string, path: readonly PropertyKey[]) =>
  path.some((_, index) => site.invalidFields.has(fieldKey(file, path.slice(0, index + 1)))) || site.invalidFields.has(fieldKey(file, []))

/** The check's own settings in content/: not a page, not a data file (lib/check/checkSettings.ts). */
export const SETTINGS_FILE = 'content/sprawdzenie.yaml'

/** The files of content/ and public/ as they are on the disk: what the loaders start from. */
export interface SiteFiles {
  root: string
  pages: SourceFile[]
  dataFiles: (SourceFile & { name: string })[]
  otherFiles: string[]
  publicFiles: Set<string>
}

export function readSite(root: string): SiteFiles {
  const path = (absolute: string) => relative(root, absolute).split('\\').join('/')
  const contentFiles = listFiles(join(root, 'content')).map(path)
  return {
    root,
    pages: contentFiles.filter((file) => file.endsWith('.mdx')).map((file) => ({ file, text: readSource(join(root, file)) })),
    otherFiles: contentFiles.filter((file) => !file.endsWith('.mdx') && !file.startsWith('content/data/') && file !== SETTINGS_FILE),
    dataFiles: contentFiles
      .filter((file) => file.startsWith('content/data/'))
      .map((file) => ({ file, name: file.slice('content/data/'.length), text: readSource(join(root, file)) })),
    publicFiles: new Set(listFiles(join(root, 'public')).map((file) => `/${relative(join(root, 'public'), file).split('\\').join('/')}`)),
  }
}
