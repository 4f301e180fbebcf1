import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'yaml'
import { dataSchemas } from '../schemas/dataSchemas.ts'
import { frontmatterSchema, type Frontmatter } from '../schemas/frontmatterSchema.ts'
import { formatIssues } from './formatIssues.ts'
import { contentFileNamePattern, routeFromContentFile } from './routes.ts'
import { splitFrontmatter } from './splitFrontmatter.ts'

export interface ContentPage {
  /** Path from the project root, e.g. content/szczepienia/podroze.mdx */
  file: string
  route: string
  frontmatter: Frontmatter
}

export interface ContentCheck {
  pages: ContentPage[]
  /** One plain line per problem; empty when everything is valid. */
  problems: string[]
}

/**
 * Reads every page (content/**\/*.mdx) and data file (content/data/*.yaml)
 * below `root` and checks each against its schema. Used by the build (which
 * stops on any problem) and by the tests.
 */
export function checkContent(root: string): ContentCheck {
  const contentDir = join(root, 'content')
  const problems: string[] = []
  const pages: ContentPage[] = []
  const seenRoutes = new Map<string, string>()

  for (const absolute of listFiles(contentDir)) {
    const file = relative(root, absolute).split('\\').join('/')
    const inContent = file.slice('content/'.length)
    if (inContent.startsWith('data/')) {
      problems.push(...checkDataFile(file, absolute))
      continue
    }
    if (!inContent.endsWith('.mdx')) continue
    if (!contentFileNamePattern.test(inContent)) {
      problems.push(`${file}: nazwa pliku ma się składać z małych liter bez polskich znaków, cyfr i myślników, np. "szczepienia-w-ciazy.mdx"`)
      continue
    }
    const route = routeFromContentFile(file)
    const other = seenRoutes.get(route)
    if (other) problems.push(`${file}: ten sam adres ${route} ma już plik ${other}; zostaw jeden z nich`)
    seenRoutes.set(route, file)

    const { data, error } = splitFrontmatter(readFileSync(absolute, 'utf8'))
    if (error) {
      problems.push(`${file}: ${error}`)
      continue
    }
    const result = frontmatterSchema.safeParse(data)
    if (result.success) pages.push({ file, route, frontmatter: result.data })
    else problems.push(...formatIssues(file, result.error.issues, data))
  }
  pages.sort((a, b) => a.route.localeCompare(b.route))
  return { pages, problems }
}

function checkDataFile(file: string, absolute: string): string[] {
  const name = file.slice('content/data/'.length)
  if (!/\.ya?ml$/.test(name)) return []
  const schema = dataSchemas[name]
  if (!schema) return [`${file}: nie ma opisu (schematu) dla tego pliku danych; poproś programistę o jego dodanie w lib/schemas/dataSchemas.ts`]
  let data: unknown
  try {
    data = parse(readFileSync(absolute, 'utf8'))
  } catch (error) {
    return [`${file}: plik nie jest poprawnym YAML: ${(error as Error).message.split('\n')[0]}`]
  }
  const result = schema.safeParse(data)
  return result.success ? [] : formatIssues(file, result.error.issues, data)
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort()
}
