import { describe, expect, test } from 'vitest'
import { settingsFrom } from '../../../lib/check/checkSettings.ts'
import { rules } from '../../../lib/check/rules/index.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { lineOf, siteWith, TODAY } from '../checkHelpers.ts'

// Locked rules (Rule.locked) guard code and addresses: no excuse and no
// setting in content/sprawdzenie.yaml silences or lowers them, and one that
// tries is an error at its own line (issue 40: a script excused with
// „pomiń html” ran under the site's policy).

const PAGE = 'content/o-nas.mdx'
const SETTINGS = 'content/sprawdzenie.yaml'
const SCRIPT = '<script src="/images/widget.js"></script>'
const append =
  (...lines: string[]) =>
  (text: string) =>
    `${text}\n${lines.join('\n')}\n`
const found = (edits: Record<string, (text: string) => string | null>) =>
  runChecks(siteWith(edits), TODAY).map((problem) => `${problem.file}:${problem.line} ${problem.severity} [${problem.rule}] ${problem.message}`)

test('the locked rules are at least those that guard code and addresses', () => {
  const locked = rules.filter((rule) => rule.locked).map((rule) => rule.id)
  expect(locked).toEqual(expect.arrayContaining(['html', 'kod', 'mdx-skladnia', 'odnosnik', 'svg-skrypt']))
  for (const rule of rules.filter((rule) => rule.locked)) expect(rule.severity, rule.id).toBe('error')
})

describe('an excuse that names a locked rule silences nothing and is an error at its line', () => {
  test('above a script: the script is still an error, and the excuse says why it cannot be', () => {
    const problems = found({ [PAGE]: append('{/* sprawdzenie: pomiń html – widżet rejestracji */}', SCRIPT) })
    const html = problems.filter((line) => line.includes('[html]'))
    expect(html).toHaveLength(1)
    expect(html[0]).toMatch(/ error \[html\] znacznik <script>/)
    expect(problems).toContainEqual(
      expect.stringMatching(/ error \[pominiecie\] reguły html nie można pominąć: pilnuje, żeby treść strony nie uruchamiała kodu/),
    )
    // The excuse's line, the line above the script's.
    const excuseLine = Number(
      problems
        .find((line) => line.includes('[pominiecie]'))!
        .split(':')[1]!
        .split(' ')[0],
    )
    const scriptLine = Number(html[0]!.split(':')[1]!.split(' ')[0])
    expect(excuseLine).toBe(scriptLine - 1)
  })

  test.each([
    ['capital letters', 'Sprawdzenie: POMIŃ HTML – widżet rejestracji'],
    ['without Polish letters, a hyphen', 'sprawdzenie: pomin html - widzet rejestracji'],
    ['with another rule', 'sprawdzenie: pomiń reklama, html – widżet rejestracji'],
    ['a Kelvin sign for the K of kod', 'sprawdzenie: pomiń html, \u212Aod – widżet rejestracji'],
  ])('written with %s', (_, comment) => {
    const problems = found({ [PAGE]: append(`${SCRIPT} {/* ${comment} */}`) })
    expect(problems).toContainEqual(expect.stringMatching(/ error \[html\] /))
    expect(problems).toContainEqual(expect.stringMatching(/ error \[pominiecie\] reguły? html( i kod)? nie można pominąć/))
  })

  test('a locked rule typed with its Polish letters (mdx-składnia, odnośnik) is named, not an excuse that cannot be read', () => {
    const problems = found({ [PAGE]: append('Tekst strony. {/* sprawdzenie: pomiń mdx-składnia, Odnośnik – stary zapis */}') })
    expect(problems).toContainEqual(
      expect.stringMatching(/\[pominiecie\] reguł mdx-skladnia i odnosnik nie można pominąć: mdx-skladnia pilnuje, .*; odnosnik pilnuje, /),
    )
  })

  test('inside an FAQ answer (a form field of the editor), at its line of faq.yaml', () => {
    const file = 'content/data/faq.yaml'
    const edits = {
      [file]: (text: string) =>
        text.replace(
          '      Wizytę umówisz telefonicznie pod numerem <Phone />.',
          `      {/* sprawdzenie: pomiń html – widżet rejestracji */}\n      ${SCRIPT}\n\n      Wizytę umówisz telefonicznie pod numerem <Phone />.`,
        ),
    }
    const excuseLine = lineOf(file, 'Wizytę umówisz telefonicznie')
    const problems = found(edits)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${file}:${excuseLine + 1} error \\[html\\] `)))
    expect(problems).toContainEqual(`${file}:${excuseLine} error [pominiecie] reguły html nie można pominąć: ${lockedWords.html}`)
  })

  test.each(rules.filter((rule) => rule.locked).map((rule) => [rule.id] as const))('%s: an excuse naming it is an error', (id) => {
    const problems = found({ [PAGE]: append(`Tekst strony. {/* sprawdzenie: pomiń ${id} – bo tak */}`) })
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${PAGE}:\\d+ error \\[pominiecie\\] reguły ${id} nie można pominąć: `)))
  })
})

const lockedWords = { html: 'pilnuje, żeby treść strony nie uruchamiała kodu i nie osadzała cudzych stron' }

describe('a setting in sprawdzenie.yaml that names a locked rule is an error at its line, and the rule keeps its level', () => {
  const withSetting = (settings: string) => ({ [SETTINGS]: () => settings, [PAGE]: append(SCRIPT) })

  test.each([
    ['switched off site-wide', 'reguły:\n  html: wyłączona\n', 2],
    ['at its own level, błąd', 'reguły:\n  html: błąd\n', 2],
    ['lowered to a warning', 'reguły:\n  html: uwaga\n', 2],
    ['in capitals, without Polish letters', 'REGULY:\n  HTML: WYLACZONA\n', 2],
    ['quoted', 'reguły:\n  "html": "wyłączona"\n', 2],
    ['in a flow mapping', 'reguły: { html: wyłączona }\n', 1],
    ['as an explicit key', 'reguły:\n  ? html\n  : wyłączona\n', 2],
    ['as a block scalar key', 'reguły:\n  ? |-\n    html\n  : wyłączona\n', 2],
    ['with an unknown level', 'reguły:\n  html: nigdy\n', 2],
    ['for one file', `pliki:\n  ${PAGE}:\n    html: wyłączona\n`, 3],
    ['for a folder, in a flow mapping', 'pliki: { "content/": { html: wyłączona } }\n', 1],
  ])('%s', (_, settings, line) => {
    const problems = found(withSetting(settings))
    expect(problems).toContainEqual(`${SETTINGS}:${line} error [ustawienia] reguły html nie można wyłączyć ani zmienić jej poziomu: ${lockedWords.html}`)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${PAGE}:\\d+ error \\[html\\] znacznik <script>`)))
  })

  test('a locked rule with Polish letters (mdx-składnia) is named too', () => {
    expect(found({ [SETTINGS]: () => 'reguły:\n  Mdx-Składnia: wyłączona\n  odnośnik: uwaga\n' })).toEqual([
      `${SETTINGS}:2 error [ustawienia] reguły mdx-skladnia nie można wyłączyć ani zmienić jej poziomu: pilnuje, żeby z pliku strony nie dało się wykonać kodu programu podczas budowania strony`,
      `${SETTINGS}:3 error [ustawienia] reguły odnosnik nie można wyłączyć ani zmienić jej poziomu: pilnuje, żeby odnośnik nie uruchamiał kodu i prowadził tam, gdzie obiecuje`,
    ])
  })

  test.each(rules.filter((rule) => rule.locked).map((rule) => [rule.id] as const))('%s: levelOf gives its own level whatever is written', (id) => {
    const settings = settingsFrom(`reguły:\n  ${id}: wyłączona\npliki:\n  content/:\n    ${id}: uwaga\n`, rules, () => true)
    expect(settings.levelOf(id, PAGE, 'error')).toBe('error')
    expect(settings.findings.map((finding) => finding.line)).toEqual([2, 5])
  })

  test('a rule that is not locked is still the clinic’s to set', () => {
    const settings = settingsFrom('reguły:\n  ocena: wyłączona\n', rules, () => true)
    expect(settings.levelOf('ocena', PAGE, 'warning')).toBe('off')
    expect(settings.findings).toEqual([])
  })
})

test('the guards are guarded: switching off pominiecie or ustawienia is itself an error, and their lines stay', () => {
  const problems = found({
    [SETTINGS]: () => 'reguły:\n  ustawienia: wyłączona\n  pominiecie: uwaga\n  html: wyłączona\n',
    [PAGE]: append('{/* sprawdzenie: pomiń html – widżet rejestracji */}', SCRIPT),
  })
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^content\/sprawdzenie.yaml:2 error \[ustawienia\] reguły ustawienia nie można wyłączyć/),
      expect.stringMatching(/^content\/sprawdzenie.yaml:3 error \[ustawienia\] reguły pominiecie nie można wyłączyć/),
      expect.stringMatching(/^content\/sprawdzenie.yaml:4 error \[ustawienia\] reguły html nie można wyłączyć/),
      expect.stringMatching(/ error \[pominiecie\] reguły html nie można pominąć/),
      expect.stringMatching(/ error \[html\] znacznik <script>/),
    ]),
  )
})
