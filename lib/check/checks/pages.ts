import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { contentFileNamePattern, routeFromContentFile } from '../../content/routes.ts'
import { at, type Problem } from '../problem.ts'
import { schemaProblems } from '../schemaProblems.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'
import { yamlSyntaxProblem } from './dataFiles.ts'

const start = { line: 1, column: 1 }

/**
 * Each page: a file name that makes a clean address, one file per address,
 * frontmatter that fits its schema (at the field's line), and a warning when a
 * medical page is past its review date (at the line of nextReview).
 */
export function checkPages(site: Site, today: string): Problem[] {
  const problems: Problem[] = []
  const seen = new Map<string, string>()
  for (const page of site.pages) {
    const inContent = page.file.slice('content/'.length)
    if (!contentFileNamePattern.test(inContent)) {
      problems.push(at(page.file, start, 'error', 'nazwa pliku nie nadaje się na adres strony', 'Użyj tylko małych liter (bez polskich znaków), cyfr i myślników, np. szczepienia-w-ciazy.mdx'))
      continue
    }
    page.route = routeFromContentFile(page.file)
    const other = seen.get(page.route)
    if (other) problems.push(at(page.file, start, 'error', `adres ${page.route} ma już plik ${other}`, 'Zostaw jeden z tych dwóch plików'))
    seen.set(page.route, page.file)

    const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(page.text)
    if (!block) {
      problems.push(at(page.file, start, 'error', 'plik nie zaczyna się od bloku „---” z polami title, description i group', 'Skopiuj blok „---” z innej strony i zmień jego pola'))
      continue
    }
    const source = parseYamlSource(block[1]!, 1)
    if (source.errors.length > 0) {
      problems.push(...source.errors.map((error) => yamlSyntaxProblem(page.file, error)))
      continue
    }
    const result = frontmatterSchema.safeParse(source.data ?? {})
    if (!result.success) {
      problems.push(...schemaProblems(page.file, source, result.error.issues, frontmatterSchema))
      continue
    }
    const { nextReview } = result.data
    if (nextReview !== undefined && nextReview < today) {
      problems.push(
        at(page.file, source.positionAt(['nextReview']), 'warning', `termin weryfikacji treści minął (nextReview: ${nextReview})`, 'Poproś lekarza o sprawdzenie strony, potem zmień lastReviewed i nextReview'),
      )
    }
  }
  return problems
}
