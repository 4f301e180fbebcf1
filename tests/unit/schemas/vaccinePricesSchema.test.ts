import { describe, expect, test } from 'vitest'
import { formatIssues } from '../../../lib/check/formatIssues.ts'
import { vaccinePricesSchema } from '../../../lib/schemas/vaccinePricesSchema.ts'

describe('vaccine price tables', () => {
  const table = (variant: Record<string, unknown>, requireDuration = false) => ({
    tables: [
      {
        id: 'podroze',
        caption: 'Cennik',
        requireDuration,
        rows: [{ disease: 'Cholera', variants: [{ name: 'Dukoral', doses: '2', price: '350 zł', ...variant }] }],
      },
    ],
  })
  const problems = (data: unknown) => {
    const result = vaccinePricesSchema.safeParse(data)
    return result.success ? [] : formatIssues('content/data/vaccinePrices.yaml', result.error.issues, data)
  }

  test('a product needs duration or additionalInfo', () => {
    expect(problems(table({ additionalInfo: 'od 2. roku życia' }))).toEqual([])
    expect(problems(table({}))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables [wiersz 1: podroze].rows [wiersz 1: Cholera].variants [wiersz 1: Dukoral]" ma mieć pole "duration" (czas ochrony) albo "additionalInfo" (dodatkowe informacje)',
    ])
  })

  test('a programme (PSO) vaccine needs the one programme note of the file', () => {
    expect(problems(table({ additionalInfo: 'od 6. tygodnia', pso: true }))).toEqual([
      'content/data/vaccinePrices.yaml: pole "psoNote" jest wymagane, gdy któraś szczepionka ma "pso: true": zdanie o bezpłatnym szczepieniu w programie',
    ])
    expect(problems({ psoNote: 'W programie bezpłatne.', ...table({ additionalInfo: 'od 6. tygodnia', pso: true }) })).toEqual([])
  })

  test('the travel table requires duration on every product', () => {
    expect(problems(table({ duration: '2 lata' }, true))).toEqual([])
    expect(problems(table({ additionalInfo: 'dorośli' }, true))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables [wiersz 1: podroze]" w tej tabeli każda szczepionka ma mieć pole "duration" (czas ochrony)',
    ])
  })

  test('a wrong price names the file, the row and the product', () => {
    expect(problems(table({ duration: '2 lata', price: '350' }))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables [wiersz 1: podroze].rows [wiersz 1: Cholera].variants [wiersz 1: Dukoral].price" ma być ceną w pełnych złotych, ze „zł” po kwocie, np. „150 zł”, „od 160 zł” albo „250–300 zł”',
    ])
  })

  test('an unticked programme (PSO) box is false: not a programme vaccine, no note needed', () => {
    expect(problems(table({ additionalInfo: 'od 6. tygodnia', pso: false }))).toEqual([])
  })

  test('doses are text, as the browser editor writes them: "2" or "2–3"', () => {
    expect(problems(table({ duration: '2 lata', doses: '2–3' }))).toEqual([])
    expect(problems(table({ duration: '2 lata', doses: 2 }))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables [wiersz 1: podroze].rows [wiersz 1: Cholera].variants [wiersz 1: Dukoral].doses" ma być liczbą dawek w cudzysłowie, np. "2" albo "2–3"',
    ])
    expect(problems(table({ duration: '2 lata', doses: '2-3' }))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables [wiersz 1: podroze].rows [wiersz 1: Cholera].variants [wiersz 1: Dukoral].doses" ma być liczbą dawek, np. "2", albo zakresem z półpauzą „–”, np. "2–3"',
    ])
  })

  test('a table name may stand once, and the message stands at the repeat', () => {
    const [first] = table({ duration: '2 lata' }).tables
    expect(problems({ tables: [first, { ...first, caption: 'Inny cennik' }] })).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables [wiersz 2: podroze].id" powtarza nazwę „podroze” z wiersza 1; każda nazwa może wystąpić tylko raz',
    ])
  })

  test('tables written the old way, by name, are refused in Polish', () => {
    expect(problems({ tables: { podroze: table({ duration: '2 lata' }).tables[0] } })).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables" ma być listą, w której każdy element ma swoją nazwę w polu "id"',
    ])
  })
})
