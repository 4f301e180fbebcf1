import { at, type Finding, type Position } from './problem.ts'
import type { Rule } from './rule.ts'

// The words the check says when an excuse or a setting names a locked rule
// (Rule.locked): why the rule guards the site, so the editor does not go
// looking for another way round it.

/** What each locked rule keeps from happening; a locked rule missing here is said to guard code in general. */
const guards: Record<string, string> = {
  html: 'pilnuje, żeby treść strony nie uruchamiała kodu i nie osadzała cudzych stron',
  kod: 'pilnuje, żeby tekst strony nie był wykonywany jako program, ani w przeglądarce pacjenta, ani na komputerze, który buduje stronę',
  'mdx-skladnia': 'pilnuje, żeby z pliku strony nie dało się wykonać kodu programu podczas budowania strony',
  odnosnik: 'pilnuje, żeby odnośnik nie uruchamiał kodu i prowadził tam, gdzie obiecuje',
  'svg-skrypt': 'pilnuje, żeby obraz SVG nie uruchamiał kodu u tego, kto go otworzy',
  'plik-publiczny': 'pilnuje, żeby w folderze public nie było pliku, który przeglądarka otworzyłaby jako stronę albo uruchomiła jako skrypt',
  pominiecie: 'pilnuje, żeby pominięcia nie ukrywały błędów, także tych, których pominąć nie można',
  ustawienia: 'pilnuje, żeby plik content/sprawdzenie.yaml nie wyłączał reguł, których wyłączyć nie można',
  'id-zajete': 'pilnuje, żeby element z treści nie zajął id, którego używają skrypty strony (np. baneru zgody na pliki cookies)',
}

/** Why `rule` cannot be excused or switched off, in the words of the check's lines. */
export const lockedBecause = (rule: string) => guards[rule] ?? 'pilnuje, żeby treść strony nie mogła uruchomić kodu'

/** A rule's id as an editor may type it, for comparing: „Mdx_Składnia”, „ＨＴＭＬ” and „mdx-skladnia” are one. */
const folded = (id: string) =>
  id
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]/g, '')

/** The locked rule among `locked` that `written` names, however it is typed. */
export const lockedNamed = (written: string, locked: ReadonlySet<string>) => [...locked].find((id) => folded(id) === folded(written))

/** The ids of the locked rules among `rules`. */
export const lockedIds = (rules: readonly Pick<Rule, 'id' | 'locked'>[]) => new Set(rules.filter((rule) => rule.locked).map((rule) => rule.id))

/** An excuse that names locked rules: reported under pominiecie, at the excuse (one line, however many it names). */
export function lockedExcuse(file: string, where: Position, named: readonly string[]): Finding {
  const ids = [...new Set(named)]
  const [only] = ids
  const message =
    ids.length === 1
      ? `reguły ${only} nie można pominąć: ${lockedBecause(only!)}`
      : `reguł ${ids.slice(0, -1).join(', ')} i ${ids.at(-1)} nie można pominąć: ${ids.map((id) => `${id} ${lockedBecause(id)}`).join('; ')}`
  return at(
    file,
    where,
    message,
    `Usuń to pominięcie i popraw samą linię tak, jak radzi komunikat ${ids.length === 1 ? `reguły ${only}` : 'tych reguł'} (docs/edycja/sprawdzenie.md#${only})`,
  )
}

/** A setting in content/sprawdzenie.yaml that names a locked rule, whatever the level: reported under ustawienia, at the setting. */
export const lockedSetting = (file: string, where: Position, rule: string): Finding =>
  at(
    file,
    where,
    `reguły ${rule} nie można wyłączyć ani zmienić jej poziomu: ${lockedBecause(rule)}`,
    `Usuń tę linię; to, co zgłasza reguła ${rule}, trzeba poprawić w treści (docs/edycja/sprawdzenie.md#${rule})`,
  )
