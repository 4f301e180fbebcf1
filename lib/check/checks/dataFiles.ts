import { dataSchemas } from '../../schemas/dataSchemas.ts'
import { at, type Problem } from '../problem.ts'
import { schemaProblems, yamlColonMistake } from '../schemaProblems.ts'
import { fieldKey, type Site } from '../site.ts'
import { parseYamlSource, type YamlError } from '../yamlSource.ts'

/** Every data file parses as YAML and fits its schema; the parsed files go to `site.data` for the other checks. */
export function checkDataFiles(site: Site): Problem[] {
  const problems: Problem[] = []
  for (const { file, name, text } of site.dataFiles) {
    if (!/\.ya?ml$/.test(name)) continue
    const schema = dataSchemas[name]
    if (!schema) {
      problems.push(at(file, { line: 1, column: 1 }, 'error', 'nie ma opisu (schematu) dla tego pliku danych', 'Poproś programistę o dodanie go w lib/schemas/dataSchemas.ts'))
      continue
    }
    const source = parseYamlSource(text)
    if (source.errors.length > 0) {
      for (const error of source.errors) problems.push(yamlSyntaxProblem(file, error))
      continue
    }
    site.data[name] = source.data
    const result = schema.safeParse(source.data)
    if (result.success) continue
    problems.push(...schemaProblems(file, source, result.error.issues, schema))
    for (const issue of result.error.issues) site.invalidFields.add(fieldKey(file, issue.path))
  }
  return problems
}

// The yaml package's error codes, in the words of an editor who made the mistake.
const yamlMistakes: Record<string, [message: string, fix: string]> = {
  TAB_AS_INDENT: ['wcięcie zrobione tabulatorem', 'Zrób wcięcie spacjami, tak jak w liniach powyżej'],
  BLOCK_AS_IMPLICIT_KEY: yamlColonMistake,
  MULTILINE_IMPLICIT_KEY: yamlColonMistake,
  UNCLOSED_FLOW_MAP: ['nawias „{” nie jest zamknięty', 'Dopisz „}” na końcu tej linii, np. { name: TSH, price: "35 zł" }'],
  MISSING_CHAR: ['brakuje zamykającego znaku: „}”, „]” albo cudzysłowu', 'Zamknij nawias albo cudzysłów otwarty w tej linii'],
  UNCLOSED_QUOTE: ['cudzysłów otwarty na początku tej wartości nie jest zamknięty', 'Dopisz taki sam cudzysłów na końcu wartości (w tej samej linii) albo usuń ten na początku'],
  DUPLICATE_KEY: ['to pole jest wpisane dwa razy', 'Zostaw jedno z nich'],
  BAD_INDENT: ['wcięcie tej linii nie pasuje do sąsiednich', 'Wyrównaj wcięcie spacjami do linii na tym samym poziomie'],
}

export function yamlSyntaxProblem(file: string, error: YamlError): Problem {
  if (error.explained) return at(file, error.position, 'error', error.explained.message, error.explained.fix)
  const [message, fix] = yamlMistakes[error.code] ?? [
    `tekst nie jest poprawnym YAML (${error.message})`,
    'Sprawdź wcięcia (spacje, nie tabulatory) i ujmij w cudzysłów "..." tekst z dwukropkiem albo zaczynający się od znaku specjalnego',
  ]
  return at(file, error.position, 'error', message, fix)
}
