import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { InfantCalendar } from './InfantCalendar.tsx'
import { vaccines as frozenVaccines } from '../../../lib/data/priceData.ts'
import { frozenSite } from '../../../tests/frozenSite.ts'

// Issue 30, medical Polish in data: the mandatory calendar (vaccines.yaml's
// infantCalendar, on /szczepienia/niemowleta) runs from birth to the 19th year,
// so its caption does not call it the infants' one; a vaccine given in several
// doses carries each dose's number, the dose that completes the primary series
// is its last one (for diphtheria, tetanus and pertussis the 4th, at 16–18
// months, not the 3rd), and the boosters come after it (the 6th-year DTPa dose
// is the first booster). Read from the frozen copy's data (tests/fixtures/site/),
// as the site was made; the rules hold for the calendar of any year's programme.

type Calendar = (typeof frozenVaccines)['infantCalendar']
const liveCalendar = (): Calendar => frozenVaccines.infantCalendar

/** Does this age ("13.–15. miesiąc życia", "6. rok życia") fall after the first year of life? */
const pastFirstYear = (age: string) => {
  const year = /(\d+)\. rok/.exec(age)
  if (year) return Number(year[1]) >= 2
  const month = /(\d+)\.(?:–\d+\.)? miesiąc/.exec(age)
  return month !== null && Number(month[1]) > 12
}

test("the age check reads the calendar's ages", () => {
  expect(['W ciągu 24 godzin po urodzeniu', '2. miesiąc życia (od ukończenia 6. tygodnia)', '5.–6. miesiąc życia', '1. rok życia'].some(pastFirstYear)).toBe(
    false,
  )
  expect(['13.–15. miesiąc życia', '16.–18. miesiąc życia', '6. rok życia', '19. rok życia'].every(pastFirstYear)).toBe(true)
})

test("the caption does not say the calendar is the infants' when it runs past the first year", () => {
  const caption = /<caption>(.*?)<\/caption>/.exec(renderToStaticMarkup(<InfantCalendar />))?.[1]
  expect(caption).toBeTruthy()
  const ages = [...frozenVaccines.infantCalendar, ...liveCalendar()].map((entry) => entry.age)
  if (ages.some(pastFirstYear)) expect(caption).not.toMatch(/niemowl/i)
})

/** Each calendar row as disease, dose label ("2. dawka", "1. dawka przypominająca", or none) and information, in calendar order. */
const rows = (calendar: Calendar) =>
  calendar.flatMap((entry) =>
    entry.vaccines.map((vaccine) => {
      const [disease, dose] = vaccine.name.split(' – ') as [string, string | undefined]
      return { disease, dose, info: vaccine.info, age: entry.age }
    }),
  )

describe('doses in the live calendar', () => {
  const calendar = rows(liveCalendar())
  const diseases = [...new Set(calendar.map((row) => row.disease))]

  test('a vaccine given at more than one age names the dose in each row', () => {
    const unnumbered = diseases.flatMap((disease) => {
      const own = calendar.filter((row) => row.disease === disease)
      return own.length > 1 ? own.filter((row) => !row.dose).map((row) => `${disease} (${row.age})`) : []
    })
    expect(unnumbered, 'szczepienie podawane kilka razy bez numeru dawki').toEqual([])
  })

  test('the primary doses run 1, 2, 3…; only the last completes the primary series; boosters come after it, the first one numbered 1', () => {
    for (const disease of diseases) {
      const own = calendar.filter((row) => row.disease === disease)
      const primary = own.filter((row) => /^\d+\. dawka$/.test(row.dose ?? ''))
      expect(
        primary.map((row) => parseInt(row.dose!, 10)),
        disease,
      ).toEqual(primary.map((_, index) => index + 1))
      const completing = own.filter((row) => /kończy szczepienie podstawowe/i.test(row.info))
      for (const row of completing) expect(row, `${disease}: szczepienie podstawowe kończy ostatnia dawka podstawowa`).toBe(primary.at(-1))
      const boosters = own.filter((row) => row.dose?.endsWith('dawka przypominająca'))
      if (primary.length === 0 || boosters.length === 0) continue
      expect(own.indexOf(boosters[0]!), `${disease}: dawka przypominająca przed końcem szczepienia podstawowego`).toBeGreaterThan(own.indexOf(primary.at(-1)!))
      const numbers = boosters.map((row) => parseInt(row.dose!, 10)).filter((number) => !Number.isNaN(number))
      if (numbers.length > 0) expect(numbers, `${disease}: dawki przypominające po kolei`).toEqual(numbers.map((_, index) => index + 1))
    }
  })

  test('diphtheria, tetanus and pertussis: the primary series is completed, and a booster follows', () => {
    // The disease the issue is about must stay in the calendar for the rules above to say anything about it.
    const dtp = calendar.filter((row) => /krztusiec/i.test(row.disease) && /błonica/i.test(row.disease))
    expect(dtp.some((row) => /kończy szczepienie podstawowe/i.test(row.info))).toBe(true)
    expect(dtp.some((row) => row.dose?.endsWith('dawka przypominająca'))).toBe(true)
  })
})

/** Text files under `folder` (recursively) with this extension. */
const filesIn = (folder: string, extension: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesIn(path, extension) : entry.name.endsWith(extension) ? [path] : []
  })

test('the pages, the data and the components call the allergy tests\' antibodies specific IgE (sIgE), not just "przeciwciała IgE"', () => {
  // Not the tests: this one sits among the components (and names the wording it forbids).
  const plain = /(?<!swoiste |swoistych )przeciwciał\w* IgE/i
  const site = join(frozenSite, 'content')
  const found = [
    ...filesIn(site, '.yaml'),
    ...filesIn(site, '.mdx'),
    ...filesIn('components', '.tsx').filter((file) => !file.endsWith('.test.tsx')),
    ...filesIn('lib/schemas', '.ts'),
  ].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (plain.test(line) ? [`${file}:${index + 1}`] : [])),
  )
  expect(found, 'napisz „swoiste przeciwciała IgE (sIgE)”').toEqual([])
})
