import { samplesFound } from '../find/samples.ts'
import type { Rule } from '../rule.ts'

export const danePrzykladowe: Rule = {
  id: 'dane-przykladowe',
  severity: 'warning',
  description: 'Pozycja listy danych przykładowych (`samples.yaml`), której wartości nie ma już w jej pliku.',
  why: 'Zwykle znaczy to, że przychodnia wpisała już prawdziwą wartość, a pozycja została na liście. Gdy jednak wartość tylko poprawiono, pozycja przestaje się liczyć i lista „Dane przykładowe” na mapie strony przestaje o niej mówić, choć wartość nadal jest przykładowa.',
  fix: 'Jeśli w pliku stoi już prawdziwa wartość, usuń tę pozycję (formularz „Dane przykładowe”). Jeśli wartość tylko poprawiono, przepisz ją tutaj dokładnie tak, jak stoi w pliku.',
  examples: {
    ok: [{ file: 'content/data/samples.yaml', text: '  - label: dzielnica\n    file: content/data/clinic.yaml\n    value: Mokotów' }],
    notOk: [{ file: 'content/data/samples.yaml', text: '  - label: dzielnica\n    file: content/data/clinic.yaml\n    value: Śródmieście', line: 3 }],
  },
  run: (site, today) => samplesFound(site, today)['dane-przykladowe'],
}
