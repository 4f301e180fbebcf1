import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { problemText } from '../../../lib/check/problem.ts'
import { runChecks } from '../../../lib/check/runChecks.ts'
import { noticeIsCurrent } from '../../../lib/data/notices.ts'
import { frozenFile } from '../../frozenSite.ts'
import { siteWith, TODAY } from '../checkHelpers.ts'

// The checks added with issue 20, each planted in a copy of the frozen test site:
// a notice past its date, a sample already replaced, a code-like name Markdown
// eats, and a person or visit type in clinic.yaml's hours that does not exist.

const check = (edits: Record<string, (text: string) => string>, today = TODAY): string[] => runChecks(siteWith(edits), today).map(problemText)

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1

describe('a temporary notice carries its last day', () => {
  test('shown up to and including that day, not after it; a notice without a day always', () => {
    expect(noticeIsCurrent('2025-03-31', '2025-03-31')).toBe(true)
    expect(noticeIsCurrent('2025-03-31', '2025-04-01')).toBe(false)
    expect(noticeIsCurrent(undefined, '2030-01-01')).toBe(true)
  })

  const typhim = (until: string) => (text: string) =>
    text.replace('            notes: Od ukończenia 2 lat.\n', `            notes: Od ukończenia 2 lat.\n            unavailableUntil: ${until}\n`)

  test('past its day, the check warns the editor to remove it, at the line of the date', () => {
    const problems = check({ 'content/data/vaccinePrices.yaml': typhim('2025-03-31') })
    const line = lineOf(typhim('2025-03-31')(readFileSync(frozenFile('content/data/vaccinePrices.yaml'), 'utf8')), 'unavailableUntil')
    expect(problems).toEqual([
      `content/data/vaccinePrices.yaml:${line}:31: uwaga: szczepionka „Typhim Vi” miała być niedostępna do 2025-03-31; strona już tego nie pokazuje. Wyczyść pole „Niedostępna do” (unavailableUntil), a jeśli szczepionki nadal nie ma, wpisz nowy ostatni dzień jej niedostępności`,
    ])
  })

  test('until that day, nothing to say; the notice is its day, so there is no notice without one', () => {
    expect(check({ 'content/data/vaccinePrices.yaml': typhim('2026-12-31') })).toEqual([])
    const oldShape = (text: string) =>
      text.replace('            notes: Od ukończenia 2 lat.\n', '            notes: Od ukończenia 2 lat.\n            unavailable: niedostępna\n')
    expect(check({ 'content/data/vaccinePrices.yaml': oldShape })).toEqual([expect.stringContaining('nieznane pole „unavailable”')])
  })
})

describe('samples.yaml', () => {
  test('a sample whose value is no longer in its file: a warning to remove the entry', () => {
    const problems = check({ 'content/data/clinic.yaml': (text) => text.replace('+48 22 100 00 00', '+48 22 555 12 34') })
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/data\/samples\.yaml:\d+:\d+: uwaga: przykładowej wartości „\+48 22 100 00 00” nie ma już w pliku content\/data\/clinic\.yaml\. Jeśli wpisano tam prawdziwą wartość, usuń tę pozycję/,
      ),
    ])
  })

  test('a sample in a file that does not exist is an error', () => {
    const problems = check({ 'content/data/samples.yaml': (text) => text.replace('file: content/o-nas.mdx', 'file: content/o-nas2.mdx') })
    expect(problems).toEqual([expect.stringContaining('plik content/o-nas2.mdx nie istnieje')])
  })
})

test('a code-like name whose underscores Markdown would eat: a warning with the backticks to use', () => {
  const file = 'content/polityka-cookies.mdx'
  const problems = check({ [file]: (text) => text.replace('`_ga`, `_ga_*`', '_ga, _ga_*') })
  const line = lineOf(readFileSync(frozenFile(file), 'utf8'), '`_ga_*`')
  expect(problems).toEqual([
    `${file}:${line}:8: uwaga: „_ga_*”: podkreślnik „_” oznacza w tekście kursywę albo pogrubienie, więc ta nazwa nie pokaże się dosłownie. Ujmij nazwę w odwrotne apostrofy, np. \`_ga_*\`: wtedy pokaże się znak po znaku`,
  ])
  // Italics written with underscores around a word stay allowed.
  expect(check({ [file]: (text) => text.replace('Pliki cookies to niewielkie', 'Pliki cookies to _niewielkie_') })).toEqual([])
})

test("clinic.yaml's hours name people of team.yaml and visit types of forms.yaml that exist", () => {
  const file = 'content/data/clinic.yaml'
  const text = readFileSync(frozenFile(file), 'utf8')
  expect(check({ [file]: (source) => source.replace('      - lekarz-szczepienia\n', '      - lekarz-szczepien\n') })).toEqual([
    `${file}:${lineOf(text, '- lekarz-szczepienia')}:9: „lekarz-szczepien”: nie ma takiej pozycji w team.yaml (Zespół). Użyj jednej z: ${readFileSync(
      frozenFile('content/data/team.yaml'),
      'utf8',
    )
      .match(/^ {2}- id: .*$/gm)!
      .map((line) => line.slice(8))
      .join(', ')}`,
    // The person nobody names now could have been renamed instead (lib/check/rules/zmiana-id.ts): said at the person's id.
    expect.stringContaining('content/data/team.yaml:'),
  ])
  // The travel visit is then listed by no hours, so the booking form has no times for it either.
  expect(check({ [file]: (source) => source.replace('      - travel\n', '      - podroz\n') })).toEqual([
    `${file}:${lineOf(text, '      - travel')}:9: „podroz”: nie ma takiej pozycji w forms.yaml (Rodzaje wizyt). Użyj jednej z: consultation, vaccination, lab, prep, travel`,
    expect.stringMatching(/^content\/data\/forms\.yaml:\d+:14: wizyta „Medycyna podróży” \(travel\) nie ma godzin/),
  ])
})

test('the rehabilitation booking link is a profile in the booking service, not its home page', () => {
  const problems = check({
    'content/data/clinic.yaml': (text) => text.replace(/rehabilitationBookingUrl: .*/, 'rehabilitationBookingUrl: https://booksy.com/pl-pl/'),
  })
  expect(problems).toContainEqual(expect.stringContaining('ma być adresem profilu przychodni w serwisie rezerwacji, a nie stroną główną serwisu'))
})
