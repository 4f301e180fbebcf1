import { excusesIn, hasReason } from '../excuses.ts'
import { nearest } from '../nearest.ts'
import { at, type Finding } from '../problem.ts'
import type { Rule } from '../rule.ts'
import type { Site } from '../site.ts'
import { rules } from './index.ts'

/**
 * An excuse that cannot do its job: unreadable, naming no known rule, or
 * giving no reason. (An excuse on a line where its rule finds nothing is
 * reported under this id too, by lib/check/runChecks.ts: only it knows what
 * the other rules found.)
 */
function checkExcuses(site: Site): Finding[] {
  const known = rules.map((rule) => rule.id)
  const findings: Finding[] = []
  for (const { file, text } of [...site.pages, ...site.dataFiles]) {
    for (const excuse of excusesIn(file, text)) {
      if (excuse.unreadable !== undefined) {
        findings.push(at(file, excuse, `nie da się odczytać pominięcia „sprawdzenie: ${excuse.unreadable}”`, 'Napisz je tak: sprawdzenie: pomiń ID-REGUŁY – powód (ID jest na końcu komunikatu w nawiasie kwadratowym)'))
        continue
      }
      for (const rule of excuse.rules.filter((rule) => !known.includes(rule))) {
        const guess = nearest(rule, known)
        findings.push(at(file, excuse, `pominięcie nazywa regułę „${rule}”, której nie ma`, `${guess ? `Czy chodziło o „${guess}”? ` : ''}Id reguły stoi na końcu komunikatu sprawdzenia, w nawiasie kwadratowym; wszystkie są w docs/SPRAWDZENIE.md`))
      }
      if (!hasReason(excuse)) {
        findings.push(at(file, excuse, `pominięcie reguły ${excuse.rules.join(', ')} nie podaje powodu`, 'Dopisz po myślniku, dlaczego ta linia jest poprawna, np. „– «w wyjątkowych sytuacjach» to nie ocena”'))
      }
    }
  }
  return findings
}

export const pominiecie: Rule = {
  id: 'pominiecie',
  severity: 'error',
  description: 'TODO',
  why: 'TODO',
  fix: 'TODO',
  examples: { ok: [], notOk: [] },
  run: checkExcuses,
}
