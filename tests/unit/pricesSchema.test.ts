import { describe, expect, test } from 'vitest'
import { formatIssues } from '../../lib/content/formatIssues.ts'
import { price, vaccinePricesSchema } from '../../lib/schemas/pricesSchema.ts'

describe('price', () => {
  test.each(['150 zł', 'od 160 zł', '250–300 zł', '49 zł'])('accepts %s', (value) => {
    expect(price.safeParse(value).success).toBe(true)
  })
  test.each(['0 zł', '-150 zł', '150', '150zł', '150,50 zł', '250-300 zł', 'bezpłatnie', 'od 0 zł'])('rejects %s', (value) => {
    expect(price.safeParse(value).success).toBe(false)
  })
})

describe('vaccine price tables', () => {
  const table = (variant: Record<string, unknown>, requireDuration = false) => ({
    tables: { podroze: { caption: 'Cennik', requireDuration, rows: [{ disease: 'Cholera', variants: [{ name: 'Dukoral', doses: 2, price: '350 zł', ...variant }] }] } },
  })
  const problems = (data: unknown) => {
    const result = vaccinePricesSchema.safeParse(data)
    return result.success ? [] : formatIssues('content/data/vaccinePrices.yaml', result.error.issues, data)
  }

  test('a product needs duration or additionalInfo', () => {
    expect(problems(table({ additionalInfo: 'od 2. roku życia' }))).toEqual([])
    expect(problems(table({}))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables.podroze.rows [wiersz 1: Cholera].variants [wiersz 1: Dukoral]" ma mieć pole "duration" (czas ochrony) albo "additionalInfo" (dodatkowe informacje)',
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
      'content/data/vaccinePrices.yaml: pole "tables.podroze" w tej tabeli każda szczepionka ma mieć pole "duration" (czas ochrony)',
    ])
  })

  test('a wrong price names the file, the row and the product', () => {
    expect(problems(table({ duration: '2 lata', price: '350' }))).toEqual([
      'content/data/vaccinePrices.yaml: pole "tables.podroze.rows [wiersz 1: Cholera].variants [wiersz 1: Dukoral].price" ma być dodatnią ceną w formacie "NN zł", np. "150 zł", "od 160 zł" albo "250–300 zł"',
    ])
  })
})
