import { readSettings } from '../checkSettings.ts'
import type { Rule } from '../rule.ts'

/** Given all the rules (index.ts passes them: importing its list here would be a cycle). */
export const ustawienia = (allRules: () => readonly Rule[]): Rule => ({
  id: 'ustawienia',
  severity: 'error',
  locked: true,
  description:
    'Ustawienie w pliku content/sprawdzenie.yaml, którego sprawdzenie nie może użyć: nieznana reguła, nieznany poziom, nieznane pole albo reguła, której nie można wyłączyć.',
  why: 'W pliku content/sprawdzenie.yaml przychodnia sama decyduje, jak ważna jest każda reguła: błąd zatrzymuje publikację, uwaga tylko przypomina, wyłączona nie jest sprawdzana. Literówka w tym pliku po cichu nic by nie zmieniła. Reguł, które pilnują, żeby treść nie uruchamiała kodu (np. html, kod), nikt nie może wyłączyć: gdyby się dało, ktoś, kto przejął konto edytora, mógłby umieścić na stronie program, który przechwyci dane pacjentów.',
  fix: 'Pod „reguły:” wpisz id reguły z docs/edycja/sprawdzenie.md#lista-reguł i jeden z poziomów: błąd, uwaga albo wyłączona. Pod „pliki:” wpisz ścieżkę pliku albo folderu (np. content/regulamin.mdx), a pod nią, z wcięciem, reguły z poziomami dla tego pliku. Ustawienie reguły, której nie można wyłączyć, usuń, a to, co ta reguła zgłasza, popraw w treści.',
  notInPreview: 'sprawdza plik content/sprawdzenie.yaml, którego edytor nie zmienia',
  examples: {
    ok: [{ file: 'content/sprawdzenie.yaml', text: 'reguły:\n  ocena: wyłączona\npliki:\n  content/regulamin.mdx:\n    reklama: uwaga\n' }],
    notOk: [
      { file: 'content/sprawdzenie.yaml', text: 'reguły:\n  reklamy: uwaga\n', line: 2 },
      { file: 'content/sprawdzenie.yaml', text: 'reguły:\n  ocena: ostrzeżenie\n', line: 2 },
      { file: 'content/sprawdzenie.yaml', text: 'regóły:\n  ocena: uwaga\n' },
      { file: 'content/sprawdzenie.yaml', text: 'reguły:\n  html: wyłączona\n', line: 2 },
      { file: 'content/sprawdzenie.yaml', text: 'pliki:\n  content/o-nas.mdx:\n    kod: uwaga\n', line: 3 },
    ],
  },
  run: (site) => readSettings(site.root, allRules()).findings,
})
