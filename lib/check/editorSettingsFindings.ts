import { editorSchema, editorSettingsFile, type EditorSettings } from '../schemas/editorSchema.ts'
import { yamlSyntaxProblem } from './load/loadData.ts'
import { at, type Finding } from './problem.ts'
import { schemaProblems } from './schemaProblems.ts'
import { parseYamlSource } from './yamlSource.ts'

/** The deployer's guide to the file, section by section (docs/edycja/pierwsze-uruchomienie.md). */
export const EDITOR_SETTINGS_DOC = 'docs/edycja/pierwsze-uruchomienie.md'

/**
 * editor.yaml read, or what is wrong in it, each at its line and in Polish: the content check's rule
 * ustawienia-edytora says it, so a pull request's check names it before the build, and the build
 * (lib/cms/adminFiles.ts) stops with the same words if the check was not run. A deployer's trial found the
 * build alone refusing it, with zod's English for an unknown field or an empty file.
 */
export function readEditorSettingsText(text: string): { settings?: EditorSettings; findings: Finding[] } {
  const file = editorSettingsFile
  const source = parseYamlSource(text)
  if (source.errors.length > 0) return { findings: source.errors.map((error) => yamlSyntaxProblem(file, error)) }
  if (source.data === null || source.data === undefined) {
    return {
      findings: [
        at(file, { line: 1, column: 1 }, 'plik jest pusty', `Wpisz w nim sposób logowania edytorów, np. „signIn: token” (wzór: ${EDITOR_SETTINGS_DOC})`),
      ],
    }
  }
  const parsed = editorSchema.safeParse(source.data)
  if (parsed.success) return { settings: parsed.data, findings: [] }
  // The data files' advice points to their table of fields (docs/edycja/pola.md), which has none for this file.
  const findings = schemaProblems(file, source, parsed.error.issues, editorSchema).map((finding) => ({
    ...finding,
    fix: `${finding.fix.split(/; opis pól jest w | \(wzór jest w /)[0]!.replace(/\.$/, '')}. Wzór: ${EDITOR_SETTINGS_DOC}`,
  }))
  // The block copied from clinic.yaml whole ("editor:" above it): its line says so, and the fields it holds are not also "missing".
  const nested = typeof source.data === 'object' && 'editor' in source.data
  return { findings: nested ? findings.filter((finding) => finding.field === undefined) : findings }
}
