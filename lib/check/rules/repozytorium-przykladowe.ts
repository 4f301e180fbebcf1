import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { editorSettingsFile } from '../../schemas/editorSchema.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { Site } from '../site.ts'
import { parseYamlSource } from '../yamlSource.ts'

const CLINIC_FILE = 'content/data/clinic.yaml'
const SAMPLE_REPOSITORY = 'https://github.com/przychodnia-example/strona'

export const repozytoriumPrzykladowe: Rule = {
  id: 'repozytorium-przykladowe',
  severity: 'error',
  description:
    'Logowanie do edytora jest włączone (plik editor.yaml), a adres repozytorium w content/data/clinic.yaml jest jeszcze przykładowy (stoi na liście samples.yaml).',
  why: 'Edytor w przeglądarce zapisuje zmiany w repozytorium z clinic.yaml. Z przykładowym adresem logowanie prowadziłoby do repozytorium, którego nie ma, i żadna zmiana edytora nie trafiłaby na stronę.',
  fix: 'W polu repository w content/data/clinic.yaml wpisz adres repozytorium strony na GitHubie, np. https://github.com/fundacja/strona, i usuń jego pozycję z content/data/samples.yaml.',
  notInPreview: 'sprawdza plik editor.yaml, który leży poza treścią strony i którego edytor nie zmienia',
  examples: {
    ok: [{ file: CLINIC_FILE, replaces: `repository: ${SAMPLE_REPOSITORY}`, text: 'repository: https://github.com/fundacja/strona' }],
    notOk: [{ file: editorSettingsFile, text: 'signIn: token\n', reportedIn: { file: CLINIC_FILE, line: 'repository:' } }],
  },
  run: (site) => (existsSync(join(site.root, editorSettingsFile)) ? sampleRepository(site) : []),
}

/**
 * With a sign-in set, the editor opens clinic.yaml's repository: a sample there (a value samples.yaml lists)
 * makes an /admin/ that signs in to a repository that does not exist (a deployer's trial found it said
 * nowhere). Said at the repository's line in clinic.yaml, where the fix is.
 */
function sampleRepository(site: Site): Finding[] {
  const repository = (site.data['clinic.yaml'] as { repository?: string } | undefined)?.repository
  const samples = (site.data['samples.yaml'] as { samples?: { value: string }[] } | undefined)?.samples ?? []
  if (!repository || !samples.some((sample) => sample.value === repository)) return []
  const clinic = site.dataFiles.find((file) => file.file === CLINIC_FILE)
  const position = clinic ? parseYamlSource(clinic.text).positionAt(['repository']) : { line: 1, column: 1 }
  return [
    at(
      CLINIC_FILE,
      position,
      `pole „repository” ma jeszcze przykładowy adres ${repository}, a ${editorSettingsFile} włącza logowanie do edytora: edytor zapisywałby zmiany w repozytorium, którego nie ma`,
      'Wpisz adres repozytorium strony na GitHubie, np. https://github.com/fundacja/strona, i usuń jego pozycję z content/data/samples.yaml',
    ),
  ]
}
