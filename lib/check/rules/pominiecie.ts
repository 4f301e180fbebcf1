import { excusesIn, hasReason } from '../excuses.ts'
import { lockedExcuse, lockedIds, lockedNamed } from '../lockedRules.ts'
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
function checkExcuses(site: Site, rules: readonly Rule[]): Finding[] {
  const known = rules.map((rule) => rule.id)
  const locked = lockedIds(rules)
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
      // However it is typed, an excuse that names a locked rule silences nothing (runChecks.ts), and says so.
      const lockedRules = excuse.rules.flatMap((written) => lockedNamed(written, locked) ?? [])
      if (lockedRules.length > 0) findings.push(lockedExcuse(file, excuse, lockedRules))
      for (const rule of excuse.rules.filter((rule) => !known.includes(rule) && !lockedNamed(rule, locked))) {
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

/** Given all the rules (index.ts passes them: importing its list here would be a cycle). */
export const pominiecie = (allRules: () => readonly Rule[]): Rule => ({
  id: 'pominiecie',
  severity: 'error',
  locked: true,
  description:
    'Pominięcie reguły w jednej linii, które nie spełnia swojej roli: nie podaje powodu, nazywa regułę, której nie ma albo której nie można pominąć, albo stoi w linii, w której ta reguła niczego nie znajduje.',
  why: 'Pominięcie zostawia ślad: każdy, kto czyta zmianę, widzi, która reguła została pominięta i dlaczego. Bez powodu nie da się ocenić, czy pominięcie było słuszne; pominięcie niepotrzebne (np. po poprawce tekstu) ukryłoby kiedyś prawdziwy błąd w tej linii. Reguł, które pilnują, żeby treść nie uruchamiała kodu (np. html, kod), nie można pominąć: gdyby się dało, ktoś, kto przejął konto edytora, mógłby umieścić na stronie program, który przechwyci dane pacjentów.',
  fix: 'Pominięcie pisz w linii z problemem albo w linii tuż nad nią: w tekście strony {/* sprawdzenie: pomiń ID – powód */}, w pliku danych # sprawdzenie: pomiń ID – powód. ID reguły stoi na końcu komunikatu w nawiasie kwadratowym. Pominięcie, które nie jest już potrzebne, usuń, a pominięcie reguły, której nie można pominąć, usuń i popraw samą linię. Uwaga: edytor w przeglądarce nie zachowuje komentarzy w plikach danych, więc pominięcie w pliku .yaml trzeba wpisać na GitHubie.',
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
      { text: '{/* sprawdzenie: pomiń html – widżet rejestracji */}\n<script src="/images/widget.js"></script>' },
      {
        file: 'content/data/faq.yaml',
        replaces: '      Wizytę umówisz telefonicznie',
        text: '      {/* sprawdzenie: pomiń html – widżet rejestracji */} <iframe src="https://example.org/rejestracja"></iframe>\n\n      Wizytę umówisz telefonicznie',
      },
    ],
  },
  run: (site) => checkExcuses(site, allRules()),
})
