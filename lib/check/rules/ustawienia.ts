import { readSettings } from '../checkSettings.ts'
import type { Rule } from '../rule.ts'

/** Given the ids of all the rules (index.ts passes them: importing its list here would be a cycle). */
export const ustawienia = (ruleIds: () => string[]): Rule => ({
  id: 'ustawienia',
  severity: 'error',
  description: 'Ustawienie w pliku content/sprawdzenie.yaml, którego sprawdzenie nie może użyć: nieznana reguła, nieznany poziom albo nieznane pole.',
  why: 'W pliku content/sprawdzenie.yaml przychodnia sama decyduje, jak ważna jest każda reguła: błąd zatrzymuje publikację, uwaga tylko przypomina, wyłączona nie jest sprawdzana. Literówka w tym pliku po cichu nic by nie zmieniła.',
  fix: 'Pod „reguły:” wpisz id reguły z docs/edycja/sprawdzenie.md#lista-reguł i jeden z poziomów: błąd, uwaga albo wyłączona. Pod „pliki:” wpisz ścieżkę pliku albo folderu (np. content/regulamin.mdx), a pod nią, z wcięciem, reguły z poziomami dla tego pliku.',
  notInPreview: 'sprawdza plik content/sprawdzenie.yaml, którego edytor nie zmienia',
  examples: {
    ok: [{ file: 'content/sprawdzenie.yaml', text: 'reguły:\n  ocena: wyłączona\npliki:\n  content/regulamin.mdx:\n    reklama: uwaga\n' }],
    notOk: [
      { file: 'content/sprawdzenie.yaml', text: 'reguły:\n  reklamy: uwaga\n', line: 2 },
      { file: 'content/sprawdzenie.yaml', text: 'reguły:\n  ocena: ostrzeżenie\n', line: 2 },
      { file: 'content/sprawdzenie.yaml', text: 'regóły:\n  ocena: uwaga\n' },
    ],
  },
  run: (site) => readSettings(site.root, ruleIds()).findings,
})
