import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { nearest } from '../nearest.ts'
import type { SiteData } from '../../content/componentRegistry.ts'
import { at, type Finding } from '../problem.ts'
import { schemaProblems, yamlColonMistake } from '../schemaProblems.ts'
import { listFiles } from '../../content/listFiles.ts'
import { fieldKey, type SiteFiles } from '../site.ts'
import { parseYamlSource, type YamlError, type YamlSource } from '../yamlSource.ts'
import { rememberedFor } from '../remembered.ts'
import type { Report } from './report.ts'

/**
 * Reads every data file: it parses as YAML (else yaml-skladnia) and fits its
 * schema (else pola-danych, and the field is marked invalid for the rules);
 * a file the site reads is there under its name (else plik-danych).
 */
export function loadData(site: SiteFiles, report: Report): { data: SiteData; invalidFields: Set<string> } {
  const data: SiteData = {}
  const invalidFields = new Set<string>()
  const present = new Set(site.dataFiles.map(({ name }) => name))
  const missing = siteDataFiles().filter((name) => !present.has(name))
  const unknown = site.dataFiles.filter(({ name }) => !dataSchemas[name])
  for (const { file, name, text } of site.dataFiles) {
    const schema = dataSchemas[name]
    if (!schema) {
      // A file the site reads, renamed (clinic.yml, zespol.yaml): one line, at the new name, with the old one.
      const base = (file: string) => file.replace(/\.[^.]*$/, '')
      const near = nearest(base(name), missing.map(base), Math.ceil(base(name).length / 3))
      const renamed = missing.find((old) => base(old) === (near ?? base(name))) ?? (unknown.length === 1 && missing.length === 1 ? missing[0] : undefined)
      if (renamed) {
        missing.splice(missing.indexOf(renamed), 1)
        report(
          'plik-danych',
          at(
            file,
            { line: 1, column: 1 },
            `plik danych nazywa się ${name}, a strona czyta ${renamed} (tego pliku nie ma)`,
            `Zmień nazwę pliku z powrotem na ${renamed}`,
          ),
        )
      } else if (/\.ya?ml$/.test(name)) {
        report(
          'plik-danych',
          at(file, { line: 1, column: 1 }, 'nie ma opisu (schematu) dla tego pliku danych', 'Poproś programistę o dodanie go w lib/schemas/dataSchemas.ts'),
        )
      }
      continue
    }
    const source = parseYamlSource(text)
    if (source.errors.length > 0) {
      for (const error of source.errors) report('yaml-skladnia', yamlSyntaxProblem(file, error))
      continue
    }
    data[name] = source.data
    const result = fitsSchema(source, name)
    if (result.success) continue
    for (const finding of schemaProblems(file, source, result.error.issues, schema)) report('pola-danych', finding)
    for (const issue of result.error.issues) invalidFields.add(fieldKey(file, issue.path))
  }
  // A file the site reads that is not there at all: the build would stop on it. (A folder with
  // fewer than half of them is a test's sample of a site, not a site that lost one.)
  const reads = siteDataFiles().length
  for (const name of reads - missing.length >= reads / 2 ? missing : []) {
    report(
      'plik-danych',
      at(
        `content/data/${name}`,
        { line: 1, column: 1 },
        `brakuje pliku danych ${name}: strona go czyta`,
        'Przywróć ten plik, np. z historii zmian na GitHubie',
      ),
    )
  }
  return { data, invalidFields }
}

/**
 * A data file checked against its schema. The schemas read nothing but the
 * file's own values, and an unchanged file keeps its parsed YAML from one check
 * to the next (lib/check/yamlSource.ts): the answer is kept with it.
 */
const fitsSchema = rememberedFor(
  (source: YamlSource, name: string) => dataSchemas[name]!.safeParse(source.data),
  (name) => name,
)

let imported: string[] | undefined

/** The same list, found when the editor's preview was built (lib/cms/preview/buildPreview.ts): the browser reads no files. */
declare const __SITE_DATA_FILES__: string[] | undefined

/**
 * The data files the site's code imports (lib/, components/, renderer/,
 * pages/ of this project): without one of them the build stops.
 */
export function siteDataFiles(): string[] {
  if (typeof __SITE_DATA_FILES__ !== 'undefined') return __SITE_DATA_FILES__
  if (imported) return imported
  const project = join(import.meta.dirname, '../../..')
  const names = new Set<string>()
  for (const folder of ['lib', 'components', 'renderer', 'pages']) {
    for (const path of listFiles(join(project, folder))) {
      if (!/\.(ts|tsx)$/.test(path)) continue
      for (const match of readFileSync(path, 'utf8').matchAll(/content\/data\/([\w-]+\.ya?ml)['"]/g)) names.add(match[1]!)
    }
  }
  imported = [...names].filter((name) => dataSchemas[name]).sort()
  return imported
}

// The yaml package's error codes, in the words of an editor who made the mistake.
const yamlMistakes: Record<string, [message: string, fix: string]> = {
  TAB_AS_INDENT: ['wcięcie zrobione tabulatorem', 'Zrób wcięcie spacjami, tak jak w liniach powyżej'],
  BLOCK_AS_IMPLICIT_KEY: yamlColonMistake,
  MULTILINE_IMPLICIT_KEY: yamlColonMistake,
  UNCLOSED_FLOW_MAP: ['nawias „{” nie jest zamknięty', 'Dopisz „}” na końcu tej linii, np. { name: TSH, price: "35 zł" }'],
  MISSING_CHAR: ['brakuje zamykającego znaku: „}”, „]” albo cudzysłowu', 'Zamknij nawias albo cudzysłów otwarty w tej linii'],
  APOSTROPHE_INSIDE: [
    'wartość w apostrofach kończy się na apostrofie w środku tekstu, a po nim stoi jeszcze tekst',
    "Apostrof w środku wartości wpisz dwa razy (''), np. 'Kowalski''ego'",
  ],
  QUOTE_INSIDE: [
    'wartość w cudzysłowie kończy się na cudzysłowie w środku tekstu, a po nim stoi jeszcze tekst',
    'Ujmij w cudzysłów całą wartość albo usuń cudzysłów ze środka',
  ],
  UNCLOSED_QUOTE: [
    'cudzysłów otwarty na początku tej wartości nie jest zamknięty',
    'Dopisz taki sam cudzysłów na końcu wartości (w tej samej linii) albo usuń ten na początku',
  ],
  DUPLICATE_KEY: ['to pole jest wpisane dwa razy', 'Zostaw jedno z nich'],
  BAD_INDENT: ['wcięcie tej linii nie pasuje do sąsiednich', 'Wyrównaj wcięcie spacjami do linii na tym samym poziomie'],
}

export function yamlSyntaxProblem(file: string, error: YamlError): Finding {
  if (error.explained) return at(file, error.position, error.explained.message, error.explained.fix)
  const [message, fix] = yamlMistakes[error.code] ?? [
    `tekst nie jest poprawnym YAML (${error.message})`,
    'Sprawdź wcięcia (spacje, nie tabulatory) i ujmij w cudzysłów "..." tekst z dwukropkiem albo zaczynający się od znaku specjalnego',
  ]
  return at(file, error.position, message, fix)
}
