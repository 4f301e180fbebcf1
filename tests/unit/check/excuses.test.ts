import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { loadSite } from '../../../lib/check/load/loadSite.ts'
import { rules } from '../../../lib/check/rules/index.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { frozenFile } from '../../frozenSite.ts'
import { lineOf, siteWith, TODAY } from '../checkHelpers.ts'

const PAGE = 'content/o-nas.mdx'
const append = (...lines: string[]) => ({ [PAGE]: (text: string) => `${text}\n${lines.join('\n')}\n` })
const found = (edits: Record<string, (text: string) => string | null>) =>
  runChecks(siteWith(edits), TODAY).map((problem) => `${problem.file}:${problem.line} ${problem.severity} [${problem.rule}]`)

describe('an excuse with a reason silences one rule on one line', () => {
  test('on its own line, and the same word on another line is still reported', () => {
    const edits = append(
      'Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* sprawdzenie: pomiń reklama – „Najlepszy start” to nazwa programu miasta */}',
      '',
      'To najlepsza przychodnia.',
    )
    const lastLine = edits[PAGE]!(readFileSync(frozenFile(PAGE), 'utf8'))
      .trimEnd()
      .split('\n').length
    expect(found(edits)).toEqual([`${PAGE}:${lastLine} error [reklama]`])
  })

  test('alone on its line, it covers the next line with text; other rules on that line still speak', () => {
    const problems = runChecks(
      siteWith(
        append('{/* sprawdzenie: pomiń reklama – „Najlepszy start” to nazwa programu miasta */}', 'Program „Najlepszy start”: zadzwoń pod +48 22 100 00 00.'),
      ),
      TODAY,
    )
    expect(problems.map((problem) => problem.rule)).not.toContain('reklama')
    expect(problems.map((problem) => problem.rule)).not.toContain('pominiecie')
  })

  test('in a data file, as a YAML comment above the value', () => {
    const file = 'content/data/team.yaml'
    const edits = {
      [file]: (text: string) =>
        text.replace(
          '    bio: Specjalista chorób zakaźnych.',
          '    # sprawdzenie: pomiń reklama – tytuł nagrody „Najlepszy lekarz 2025” przyznanej przez izbę lekarską\n    bio: Laureat konkursu „Najlepszy lekarz 2025”. Specjalista chorób zakaźnych.',
        ),
    }
    expect(found(edits)).toEqual([])
    // Without the comment, the same line is an error of the rule.
    const bare = {
      [file]: (text: string) =>
        text.replace('    bio: Specjalista chorób zakaźnych.', '    bio: Laureat konkursu „Najlepszy lekarz 2025”. Specjalista chorób zakaźnych.'),
    }
    expect(found(bare)).toEqual([`${file}:${lineOf(file, 'bio: Specjalista chorób zakaźnych.')} error [reklama]`])
  })
})

test('an excuse is read as an editor types it: capital letters, no Polish letters, a hyphen or a colon for the dash, two rules', () => {
  for (const comment of [
    'Sprawdzenie: Pomiń Reklama — „Najlepszy start” to nazwa programu miasta',
    'sprawdzenie: pomin reklama - „Najlepszy start” to nazwa programu miasta',
    'sprawdzenie: pomiń reklama: „Najlepszy start” to nazwa programu miasta',
  ]) {
    expect(found(append(`Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* ${comment} */}`)), comment).toEqual([])
  }
  expect(
    found(append('Program „Najlepszy start” ma doświadczonych trenerów. {/* sprawdzenie: pomiń reklama, ocena – nazwa i opis programu miasta */}')),
  ).toEqual([])
})

describe('the three bad excuses are reported under pominiecie', () => {
  const excuse = (comment: string) => append(`Program „Najlepszy start” finansuje Urząd m.st. Warszawy. {/* ${comment} */}`)
  const rulesOf = (comment: string) => runChecks(siteWith(excuse(comment)), TODAY).map((problem) => `${problem.rule}: ${problem.message}`)

  test('without a reason: reported, and the line it excuses is silenced all the same (one mistake, one line)', () => {
    expect(rulesOf('sprawdzenie: pomiń reklama')).toEqual(['pominiecie: pominięcie reguły reklama nie podaje powodu'])
  })

  test('for an unknown rule: reported with the nearest id, and the problem stays', () => {
    expect(rulesOf('sprawdzenie: pomiń reklamy – nazwa programu miasta').sort()).toEqual([
      'pominiecie: pominięcie nazywa regułę „reklamy”, której nie ma',
      expect.stringMatching(/^reklama: słowo „Najlepszy”/),
    ])
  })

  test('on a line with no such problem', () => {
    const problems = runChecks(siteWith(append('Szczepimy dorosłych i dzieci. {/* sprawdzenie: pomiń reklama – na wszelki wypadek */}')), TODAY)
    expect(problems.map((problem) => `${problem.rule}: ${problem.message}`)).toEqual([
      'pominiecie: pominięcie reguły reklama nie jest potrzebne: w tej linii nie ma takiego problemu',
    ])
  })
})

describe('the clinic sets the levels in content/sprawdzenie.yaml', () => {
  const settings = (text: string) => ({ 'content/sprawdzenie.yaml': () => text })
  const evaluative = append('Przyjmuje doświadczony lekarz.')

  test('a rule switched off for the site, a rule made a warning for one file only', () => {
    expect(found(evaluative)).toEqual([expect.stringMatching(/ warning \[ocena\]$/)])
    expect(found({ ...evaluative, ...settings('reguły:\n  ocena: wyłączona\n') })).toEqual([])
    const advertising = append('Najlepsza przychodnia w Warszawie.')
    expect(found({ ...advertising, ...settings(`pliki:\n  ${PAGE}:\n    reklama: uwaga\n`) })).toEqual([expect.stringMatching(/ warning \[reklama\]$/)])
    expect(found({ ...advertising, ...settings('pliki:\n  content/cennik.mdx:\n    reklama: uwaga\n') })).toEqual([
      expect.stringMatching(/ error \[reklama\]$/),
    ])
    // A folder's setting covers its files.
    expect(found({ ...advertising, ...settings('pliki:\n  content/:\n    reklama: wyłączona\n') })).toEqual([])
  })

  test('the settings as typed: without Polish letters, in capitals', () => {
    expect(found({ ...evaluative, ...settings('reguly:\n  ocena: Wyłączona\n') })).toEqual([])
    expect(found({ ...evaluative, ...settings('reguły:\n  ocena: blad\n') })).toEqual([expect.stringMatching(/ error \[ocena\]$/)])
    expect(found({ ...evaluative, ...settings(`pliki:\n  ./${PAGE}:\n    ocena: wyłączona\n`) })).toEqual([])
    // A file that is not there (a typo, a page renamed since) is said, at its line.
    expect(found(settings('pliki:\n  content/regulamim.mdx:\n    ocena: wyłączona\n'))).toEqual(['content/sprawdzenie.yaml:2 error [ustawienia]'])
  })

  test('a spot two rules find: with the first switched off, the second speaks', () => {
    const notices = 'content/data/notices.yaml'
    const planted = {
      [notices]: (text: string) =>
        text.replace('notices: []', 'notices:\n  - text: Punkt szczepień jest nieczynny.\n    lastDay: 2099-12-31\n    pages:\n      - /cenik'),
    }
    const line =
      planted[notices](readFileSync(frozenFile(notices), 'utf8'))
        .split('\n')
        .indexOf('      - /cenik') + 1
    expect(found(planted)).toEqual([`${notices}:${line} error [komunikat]`])
    expect(found({ ...planted, ...settings('reguły:\n  komunikat: wyłączona\n') })).toEqual([`${notices}:${line} error [odnosnik]`])
  })

  test('an excuse for a rule the clinic switched off is not reported as unneeded', () => {
    const excused = append('Przyjmuje doświadczony lekarz. {/* sprawdzenie: pomiń ocena – cytat z opinii izby lekarskiej */}')
    expect(found({ ...excused, ...settings('reguły:\n  ocena: wyłączona\n') })).toEqual([])
  })
})

describe('rules only read the site', () => {
  /** The site made immutable all the way down: a rule that wrote to it would throw. */
  function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
    if (!value || typeof value !== 'object' || seen.has(value)) return value
    seen.add(value)
    if (value instanceof Map || value instanceof Set) {
      for (const method of ['set', 'add', 'delete', 'clear'] as const) {
        Object.defineProperty(value, method, {
          value: () => {
            throw new Error(`a rule changed the site (${method})`)
          },
        })
      }
      for (const item of value instanceof Map ? [...value.keys(), ...value.values()] : value) deepFreeze(item, seen)
    } else for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen)
    return Object.freeze(value)
  }

  test('every rule runs on a frozen site, and in any order finds what it finds alone', () => {
    const root = siteWith({
      ...append('Najlepsza przychodnia.', '', '| a | b |', '| --- | --- |', '| 1 |', '', '[Cennik](/cenik)'),
      'content/data/labTests.yaml': (text) => text.replace(/price: 35 zł/, 'price: 35'),
    })
    const site = deepFreeze(loadSite(root))
    const alone = rules.map((rule) => JSON.stringify(rule.run(site, TODAY)))
    const reversed = [...rules]
      .reverse()
      .map((rule) => JSON.stringify(rule.run(site, TODAY)))
      .reverse()
    expect(reversed).toEqual(alone)
    expect(alone.filter((findings) => findings !== '[]').length).toBeGreaterThan(2)
  })
})
