import { samplesFound } from '../find/samples.ts'
import type { Rule } from '../rule.ts'

export const przykladBezPliku: Rule = {
  id: 'przyklad-bez-pliku',
  severity: 'error',
  description: 'Pozycja listy danych przykładowych (`samples.yaml`), która wskazuje plik, którego nie ma.',
  why: 'Pozycja ze złą ścieżką pliku nie liczy się wcale: lista „Dane przykładowe” na mapie strony przestaje o niej mówić, choć przykładowa wartość może nadal stać na stronie.',
  fix: 'Popraw ścieżkę tak, jak nazywa się plik w folderze `content`, np. `content/data/clinic.yaml` albo `content/o-nas.mdx`, albo usuń tę pozycję.',
  examples: {
    ok: [{ file: 'content/data/samples.yaml', text: '  - label: dzielnica\n    file: content/data/clinic.yaml\n    value: Mokotów' }],
    notOk: [
      { file: 'content/data/samples.yaml', text: '  - label: dzielnica\n    file: content/data/placowka.yaml\n    value: Mokotów', line: 2 },
      { file: 'content/data/samples.yaml', replaces: 'file: content/o-nas.mdx', text: 'file: content/onas.mdx' },
    ],
  },
  run: (site, today) => samplesFound(site, today)['przyklad-bez-pliku'],
}
