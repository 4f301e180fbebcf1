import type { ZodType } from 'zod'
import { formatDataFile, formatPage } from '../../cms/cmsFormat.ts'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { frontmatterSchema } from '../../schemas/frontmatterSchema.ts'
import { withoutExcuseLines } from '../excuses.ts'
import { at, type Finding } from '../problem.ts'
import type { Site } from '../site.ts'
import type { Rule } from '../rule.ts'

/**
 * The editor's layout of each text in the last check, by its schema and its
 * exact text: formatting is a pure function of the two and costs more than
 * any other rule, while `npm run dev` checks again on every save and the
 * rules' tests plant one change at a time, so most files are formatted once.
 * Only the last check's are kept (no growth).
 */
type Format = (text: string, schema: ZodType) => string | undefined
type Formatted = Map<string, string | undefined>
let lastFormatted = new Map<Format, Map<ZodType, Formatted>>()

function formatted(text: string, schema: ZodType, format: Format, now: typeof lastFormatted): string | undefined {
  const before = lastFormatted.get(format)?.get(schema)
  const result = before?.has(text) ? before.get(text) : format(text, schema)
  let bySchema = now.get(format)
  if (!bySchema) now.set(format, (bySchema = new Map()))
  let texts = bySchema.get(schema)
  if (!texts) bySchema.set(schema, (texts = new Map()))
  texts.set(text, result)
  return result
}

/**
 * A warning for a file not stored the way the browser editor writes it: the
 * next change made there would rewrite the whole file, and its pull request
 * would show every line changed instead of the one the editor changed.
 * Only files that parse and have no other problem (onlyInCleanFiles) are
 * compared: one mistake gives one line.
 */
function checkCmsForm(site: Site): Finding[] {
  const now: typeof lastFormatted = new Map()
  const files = [
    ...site.dataFiles.flatMap(({ file, name, text }) => {
      const schema = dataSchemas[name]
      return schema ? [{ file, text, formatted: formatted(text, schema, formatDataFile, now) }] : []
    }),
    ...site.pages.map(({ file, text }) => ({ file, text, formatted: formatted(text, frontmatterSchema, formatPage, now) })),
  ]
  lastFormatted = now
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
  description: 'Plik danych albo strona zapisane inaczej, niż zapisuje je edytor w przeglądarce.',
  why: 'Następna zmiana zapisana w edytorze przepisałaby cały taki plik, a na GitHubie wyglądałaby jak zmiana wszystkich linii zamiast jednej, więc trudno byłoby sprawdzić, co naprawdę się zmieniło. To tylko uwaga, która nie blokuje publikacji i pojawia się dopiero w pliku bez innych problemów.',
  fix: 'Uruchom `npm run format` (albo poproś o to programistę) i zatwierdź zmieniony plik. Pisząc ręcznie, pisz tak jak edytor: pola w kolejności formularza, każde pole wiersza listy w osobnej linii, cudzysłów tylko wtedy, gdy jest potrzebny, bez komentarzy `#`.',
  notInPreview: 'edytor sam zapisuje plik w swoim układzie',
  examples: {
    ok: [
      { file: 'content/data/labTests.yaml', replaces: '      - name: TSH\n        price: 35 zł', text: '      - name: TSH\n        price: 38 zł' },
      { file: 'content/szczepienia/podroze.mdx', replaces: 'order: 2', text: 'order: 3' },
    ],
    notOk: [
      { file: 'content/data/labTests.yaml', replaces: '      - name: TSH\n        price: 35 zł', text: '      - { name: TSH, price: "35 zł" }' },
      { file: 'content/szczepienia/podroze.mdx', replaces: 'group: szczepienia', text: 'group: "szczepienia"' },
      { file: 'content/szczepienia/podroze.mdx', replaces: 'group: szczepienia\norder: 2', text: 'order: 2\ngroup: szczepienia' },
      { file: 'content/data/labTests.yaml', text: '# ceny z cennika laboratorium na 2027 rok' },
    ],
  },
  onlyInCleanFiles: true,
  run: checkCmsForm,
}
