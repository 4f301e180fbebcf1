import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { HivFiguresText } from './HivFigures.tsx'
import { formatIssues } from '../../../lib/check/formatIssues.ts'
import { holdsSample } from '../../../lib/data/samples.ts'
import { samplesSchema } from '../../../lib/schemas/samplesSchema.ts'
import { servicesSchema } from '../../../lib/schemas/servicesSchema.ts'
import { frozenFile } from '../../../tests/frozenSite.ts'

// Issue 30: the spec's figures on new HIV infections (/prep) come with no year
// and no source. A year and a source are shown only when typed, and never one
// that samples.yaml still calls a sample: the page must not say where figures
// come from when nobody has checked it.

const frozenServices = parse(readFileSync(frozenFile('content/data/services.yaml'), 'utf8'))
const withFigures = (figures: unknown) => ({ ...frozenServices, prep: { ...frozenServices.prep, hivFigures: figures } })
const problems = (figures: unknown) => {
  const data = withFigures(figures)
  const result = servicesSchema.safeParse(data)
  return result.success ? [] : formatIssues('content/data/services.yaml', result.error.issues, data)
}
const html = (figures: Parameters<typeof HivFiguresText>[0]['figures']) => renderToStaticMarkup(<HivFiguresText figures={figures} />).replace(/<!-- -->/g, '')

const { statement } = frozenServices.prep.hivFigures as { statement: string }
const source = 'Raport nadzoru epidemiologicznego'
const sourceUrl = 'https://raport.example/hiv'

describe('the figures: the statement alone, or with a checked year and source', () => {
  test('the statement alone is valid and shows no year and no source', () => {
    expect(problems({ statement })).toEqual([])
    const shown = html({ statement })
    expect(shown).toContain(statement)
    expect(shown).not.toContain('Dane za rok')
    expect(shown).not.toContain('Źródło')
  })

  test('a year or a link needs the source it comes from', () => {
    const message = 'ma mieć źródło (source), jeśli ma rok danych (year) albo adres źródła (sourceUrl)'
    expect(problems({ statement, year: '2023' })).toEqual([expect.stringContaining(message)])
    expect(problems({ statement, sourceUrl })).toEqual([expect.stringContaining(message)])
    expect(problems({ statement, year: '2023', source, sourceUrl })).toEqual([])
  })

  test('a typed source is named, linked when it has an address, with the year when typed', () => {
    expect(html({ statement, year: '2023', source, sourceUrl })).toContain(`Dane za rok 2023. Źródło: <a href="${sourceUrl}"`)
    const unlinked = html({ statement, source })
    expect(unlinked).toContain(`Źródło: ${source}.`)
    expect(unlinked).not.toContain('Dane za rok')
    expect(unlinked).not.toContain('<a ')
  })
})

test('the live /prep figures show no year or source that samples.yaml calls a sample', () => {
  const services = servicesSchema.parse(parse(readFileSync('content/data/services.yaml', 'utf8')))
  const servicesText = readFileSync('content/data/services.yaml', 'utf8')
  const samples = samplesSchema.parse(parse(readFileSync('content/data/samples.yaml', 'utf8'))).samples
  const { year, source, sourceUrl } = services.prep.hivFigures
  const shown = [year, source, sourceUrl].filter((value): value is string => value !== undefined)
  const listed = samples.filter((sample) => sample.file === 'content/data/services.yaml' && holdsSample(sample.file, servicesText, sample.value))
  for (const value of shown) {
    expect(
      listed.filter((sample) => value.includes(sample.value)),
      `„${value}” stoi na /prep jako rok albo źródło liczb, a samples.yaml nazywa go przykładem`,
    ).toEqual([])
  }
})
