import { excusesIn, hasReason } from '../excuses.ts'
import { nearest } from '../nearest.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { Site } from '../site.ts'

/**
 * An excuse that cannot do its job: unreadable, naming no known rule, or
 * giving no reason. (An excuse on a line where its rule finds nothing is
 * reported under this id too, by lib/check/runChecks.ts: only it knows what
 * the other rules found.)
 */
function checkExcuses(site: Site, known: readonly string[]): Finding[] {
  const findings: Finding[] = []
  for (const { file, text } of [...site.pages, ...site.dataFiles]) {
    for (const excuse of excusesIn(file, text)) {
      if (excuse.unreadable !== undefined) {
        findings.push(
          at(
            file,
            excuse,
            `nie da się odczytać pominięcia „sprawdzenie: ${excuse.unreadable}”`,
            'Napisz je tak: sprawdzenie: pomiń ID-REGUŁY – powód (ID jest na końcu komunikatu w nawiasie kwadratowym)',
          ),
        )
        continue
      }
      for (const rule of excuse.rules.filter((rule) => !known.includes(rule))) {
        const guess = nearest(rule, known)
        findings.push(
          at(
            file,
            excuse,
            `pominięcie nazywa regułę „${rule}”, której nie ma`,
            `${guess ? `Czy chodziło o „${guess}”? ` : ''}Id reguły stoi na końcu komunikatu sprawdzenia, w nawiasie kwadratowym; wszystkie są w docs/edycja/sprawdzenie.md#lista-reguł`,
          ),
        )
      }
      if (!hasReason(excuse)) {
        findings.push(
          at(
            file,
            excuse,
            `pominięcie reguły ${excuse.rules.join(', ')} nie podaje powodu`,
            'Dopisz po myślniku, dlaczego ta linia jest poprawna, np. „– «w wyjątkowych sytuacjach» to nie ocena”',
          ),
        )
      }
    }
  }
  return findings
}

/** Given the ids of all the rules (index.ts passes them: importing its list here would be a cycle). */
export const pominiecie = (ruleIds: () => string[]): Rule => ({
  id: 'pominiecie',
  severity: 'error',
  description:
    'Pominięcie reguły w jednej linii, które nie spełnia swojej roli: nie podaje powodu, nazywa regułę, której nie ma, albo stoi w linii, w której ta reguła niczego nie znajduje.',
  why: 'Pominięcie zostawia ślad: każdy, kto czyta zmianę, widzi, która reguła została pominięta i dlaczego. Bez powodu nie da się ocenić, czy pominięcie było słuszne; pominięcie niepotrzebne (np. po poprawce tekstu) ukryłoby kiedyś prawdziwy błąd w tej linii.',
  fix: 'Pominięcie pisz w linii z problemem albo w linii tuż nad nią: w tekście strony {/* sprawdzenie: pomiń ID – powód */}, w pliku danych # sprawdzenie: pomiń ID – powód. ID reguły stoi na końcu komunikatu w nawiasie kwadratowym. Pominięcie, które nie jest już potrzebne, usuń. Uwaga: edytor w przeglądarce nie zachowuje komentarzy w plikach danych, więc pominięcie w pliku .yaml trzeba wpisać na GitHubie.',
  examples: {
    ok: [
      { text: 'Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* sprawdzenie: pomiń reklama – „Najlepszy start” to nazwa programu miasta */}' },
      { text: '{/* sprawdzenie: pomiń reklama – „Najlepszy start” to nazwa programu miasta */}\nProgram „Najlepszy start” finansuje Urząd m.st. Warszawy.' },
    ],
    notOk: [
      { text: 'Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* sprawdzenie: pomiń reklama */}' },
      { text: 'Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* sprawdzenie: pomiń reklamy – nazwa programu miasta */}' },
      { text: 'Szczepimy dorosłych i dzieci. {/* sprawdzenie: pomiń reklama – na wszelki wypadek */}' },
      { text: 'Program „Najlepszy start” finansuje miasto. {/* sprawdzenie: reklama ok */}' },
    ],
  },
  run: (site) => checkExcuses(site, ruleIds()),
})
