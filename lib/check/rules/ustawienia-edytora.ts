import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readSource } from '../../content/sourceText.ts'
import { editorSettingsFile } from '../../schemas/editorSchema.ts'
import { EDITOR_SETTINGS_DOC, readEditorSettingsText } from '../editorSettingsFindings.ts'
import type { Rule } from '../rule.ts'

export const ustawieniaEdytora: Rule = {
  id: 'ustawienia-edytora',
  severity: 'error',
  description: 'Plik editor.yaml (jak edytorzy logują się do edytora w przeglądarce), w którym czegoś brakuje albo coś jest wpisane źle.',
  why: 'Ten plik wypełnia osoba, która wdraża stronę. Błąd w nim wyszedłby dopiero przy budowaniu albo wtedy, gdy pierwszy edytor spróbuje się zalogować, np. gdy logowanie prowadzi pod adres ze wzoru.',
  fix: `Popraw plik według wzoru w ${EDITOR_SETTINGS_DOC}: „signIn: netlify”, „signIn: token” albo „signIn: worker” z adresem pośrednika w „authUrl”.`,
  notInPreview: 'sprawdza plik editor.yaml, który leży poza treścią strony i którego edytor nie zmienia',
  examples: {
    ok: [
      { file: 'editor.yaml', text: 'signIn: token\n' },
      { file: 'editor.yaml', text: 'signIn: worker\nauthUrl: https://sveltia-cms-auth.fundacja.workers.dev\n' },
    ],
    notOk: [
      { file: 'editor.yaml', text: 'signIn: worker\nauthUrl: https://sveltia-cms-auth.<twoje-konto>.workers.dev\n', line: 2 },
      { file: 'editor.yaml', text: 'signin: netlify\n', line: 1 },
      { file: 'editor.yaml', text: 'signIn: worker\n', line: 1 },
      { file: 'editor.yaml', text: 'signIn: token\nauthUrl: https://sveltia-cms-auth.fundacja.workers.dev\n', line: 2 },
      { file: 'editor.yaml', text: '# tylko komentarz\n', line: 1 },
    ],
  },
  run: (site) => {
    const path = join(site.root, editorSettingsFile)
    if (!existsSync(path)) return []
    return readEditorSettingsText(readSource(path)).findings
  },
}
