import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readSource } from '../content/sourceText.ts'
import { lockedIds, lockedNamed, lockedSetting } from './lockedRules.ts'
import { nearest } from './nearest.ts'
import { at, type Finding } from './problem.ts'
import type { Rule } from './rule.ts'
import { SETTINGS_FILE } from './site.ts'
import { parseYamlSource } from './yamlSource.ts'

/** The levels a rule can be given in content/sprawdzenie.yaml, as the clinic writes them. */
const levels = { błąd: 'error', uwaga: 'warning', wyłączona: 'off' } as const
type Level = (typeof levels)[keyof typeof levels]

/**
 * The clinic's own levels for the check's rules (content/sprawdzenie.yaml):
 * for the whole site under `reguły`, for a file or a folder under `pliki`.
 * The clinic decides them, not the code:
 *
 *     reguły:
 *       ocena: wyłączona
 *     pliki:
 *       content/regulamin.mdx:
 *         reklama: uwaga
 */
export interface CheckSettings {
  /** The level of `rule` in `file`: the file's (or its folder's) setting, else the site's, else the rule's own; a locked rule's is always its own. */
  levelOf(rule: string, file: string, own: 'error' | 'warning'): Level
  /** What in the file cannot be used, at its line (reported by the rule ustawienia). */
  findings: Finding[]
}

/** A word as typed, whatever its letter case and with or without Polish letters: „Błąd”, „blad”. */
const plain = (word: string) => word.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l')

const levelOf = (value: unknown): Level | undefined =>
  typeof value === 'string' ? Object.entries(levels).find(([word]) => plain(word) === plain(value))?.[1] : undefined

/** The rules as the settings read them: their ids, and which are locked. */
export type RuleNames = readonly Pick<Rule, 'id' | 'locked'>[]

export function readSettings(root: string, rules: RuleNames): CheckSettings {
  const path = join(root, SETTINGS_FILE)
  return settingsFrom(existsSync(path) ? readSource(path) : undefined, rules, (file) => existsSync(join(root, file)))
}

/**
 * The settings written in `text` (none: the rules' own levels); `exists` says
 * whether a file or folder named under `pliki` is there. A locked rule
 * (Rule.locked) named at any level, even its own, is reported and not used:
 * however its id is typed (capitals, Polish letters or not), quoted or in
 * braces, YAML gives the key as text and it is compared as the editor means it.
 */
export function settingsFrom(text: string | undefined, rules: RuleNames, exists: (path: string) => boolean): CheckSettings {
  const known = rules.map((rule) => rule.id)
  const locked = lockedIds(rules)
  const site = new Map<string, Level>()
  const files = new Map<string, Map<string, Level>>()
  const findings: Finding[] = []
  if (text !== undefined) {
    const source = parseYamlSource(text)
    if (source.errors.length > 0) {
      for (const error of source.errors)
        findings.push(at(SETTINGS_FILE, error.position, `tekst nie jest poprawnym YAML (${error.message})`, 'Sprawdź wcięcia (spacje) i dwukropki'))
    } else {
      const data = (source.data ?? {}) as Record<string, unknown>
      const readLevels = (value: unknown, path: string[], into: Map<string, Level>) => {
        if (value === null || value === undefined) return
        if (typeof value !== 'object' || Array.isArray(value)) {
          findings.push(
            at(
              SETTINGS_FILE,
              source.positionAt(path),
              `pod „${path.at(-1)}” mają stać reguły z poziomami, np. „ocena: uwaga”`,
              'Wpisz w kolejnych liniach, z wcięciem, id reguły, dwukropek i poziom',
            ),
          )
          return
        }
        for (const [rule, level] of Object.entries(value)) {
          const lockedRule = lockedNamed(rule, locked)
          if (lockedRule) findings.push(lockedSetting(SETTINGS_FILE, source.positionAt(path, rule), lockedRule))
          else if (!known.includes(rule)) {
            const guess = nearest(rule, known)
            findings.push(
              at(
                SETTINGS_FILE,
                source.positionAt(path, rule),
                `nie ma reguły „${rule}”`,
                `${guess ? `Czy chodziło o „${guess}”? ` : ''}Reguły są opisane w docs/edycja/sprawdzenie.md#lista-reguł`,
              ),
            )
          } else if (levelOf(level) === undefined) {
            findings.push(
              at(SETTINGS_FILE, source.positionAt([...path, rule]), `„${String(level)}” nie jest poziomem reguły`, 'Wpisz błąd, uwaga albo wyłączona'),
            )
          } else into.set(rule, levelOf(level)!)
        }
      }
      for (const [key, value] of Object.entries(data)) {
        if (plain(key) === 'reguly') readLevels(value, [key], site)
        else if (plain(key) === 'pliki' && value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [file, rules] of Object.entries(value)) {
            const own = new Map<string, Level>()
            readLevels(rules, [key, file], own)
            const path = file.trim().replace(/^\.\//, '').replace(/\/+$/, '')
            if (!exists(path))
              findings.push(
                at(
                  SETTINGS_FILE,
                  source.positionAt([key], file),
                  `nie ma pliku ani folderu „${file}”`,
                  'Wpisz ścieżkę od folderu projektu, np. content/regulamin.mdx albo content/szczepienia/',
                ),
              )
            files.set(path, own)
          }
        } else findings.push(at(SETTINGS_FILE, source.positionAt([], key), `nieznane pole „${key}”`, 'Ten plik ma tylko pola reguły i pliki'))
      }
    }
  }
  return {
    levelOf(rule, file, own) {
      if (locked.has(rule)) return own
      // The most precise setting wins: the file's, then its nearest folder's, then the site's.
      const matching = [...files.entries()].filter(([name]) => file === name || file.startsWith(`${name}/`)).sort(([a], [b]) => b.length - a.length)
      for (const [, rules] of matching) if (rules.has(rule)) return rules.get(rule)!
      return site.get(rule) ?? own
    },
    findings,
  }
}
