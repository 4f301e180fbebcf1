import { formatDataFile, formatPage } from '../../cms/cmsFormat.ts'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { withoutExcuseLines } from '../excuses.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/**
 * A warning for a file not stored the way the browser editor writes it: the
 * next change made there would rewrite the whole file, and its pull request
 * would show every line changed instead of the one the editor changed.
 * Only files that parse and have no other problem (onlyInCleanFiles) are
 * compared: one mistake gives one line.
 */
function checkCmsForm(site: Site): Finding[] {
  const files = [
    ...site.dataFiles.flatMap(({ file, name, text }) => {
      const schema = dataSchemas[name]
      return schema ? [{ file, text, formatted: formatDataFile(text, schema) }] : []
    }),
    ...site.pages.map(({ file, text }) => ({ file, text, formatted: formatPage(text, frontmatterSchema) })),
  ]
  return files.flatMap(({ file, text, formatted }) => {
    if (formatted === undefined || formatted === text || formatted === withoutExcuseLines(text)) return []
    return [
      at(
        file,
        { line: firstDifferentLine(text, formatted), column: 1 },
        'plik nie jest zapisany w układzie edytora w przeglądarce (zmiana w edytorze przepisałaby cały plik)',
        'Uruchom npm run format i zatwierdź zmieniony plik',
      ),
    ]
  })
}

function firstDifferentLine(a: string, b: string): number {
  const left = a.split('\n')
  const right = b.split('\n')
  const index = left.findIndex((line, i) => line !== right[i])
  return (index === -1 ? left.length : index) + 1
}

export const ukladEdytora: Rule = {
  id: 'uklad-edytora',
  severity: 'warning',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  onlyInCleanFiles: true,
  run: checkCmsForm,
}
