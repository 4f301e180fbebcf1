import { describe, expect, test } from 'vitest'
import type { ZodType } from 'zod'
import { byId } from '../../../lib/data/byId.ts'
import { formatIssues } from '../../../lib/check/formatIssues.ts'
import { historySchema } from '../../../lib/schemas/historySchema.ts'
import { transportSchema } from '../../../lib/schemas/transportSchema.ts'
import { navigationSchema } from '../../../lib/schemas/navigationSchema.ts'
import { patientInfoSchema } from '../../../lib/schemas/patientInfoSchema.ts'
import { vaccinesSchema } from '../../../lib/schemas/vaccinesSchema.ts'

// The data files are stored in shapes the browser editor's forms can write:
// named entries as lists with an `id` (no maps with free keys), one object with
// optional fields instead of a union of objects, text instead of "number or
// text", and `false` for an unticked box. Vaccine prices: vaccinePricesSchema.test.ts.

const problems = (file: string, schema: ZodType, data: unknown) => {
  const result = schema.safeParse(data)
  return result.success ? [] : formatIssues(`content/data/${file}`, result.error.issues, data)
}

describe('navigation.yaml', () => {
  const groups = { podstawowe: 'a', szczepienia: 'b', uslugi: 'c', placowka: 'd', pacjent: 'e', dokumenty: 'f' }
  const file = (main: unknown[], footer: unknown[] = []) => ({ main, booking: { label: 'Umów', href: '/rezerwacja' }, footer, siteMapGroups: groups })
  const check = (data: unknown) => problems('navigation.yaml', navigationSchema, data)

  test('a menu item is a link or a dropdown, and a dropdown link goes inside the site or to an address of clinic.yaml', () => {
    const dropdown = {
      label: 'Usługi',
      items: [
        { label: 'Cennik', href: '/cennik' },
        { label: 'Rehabilitacja', external: 'rehabilitationBookingUrl' },
      ],
    }
    expect(check(file([{ label: 'FAQ', href: '/faq' }, dropdown]))).toEqual([])
    expect(check(file([{ label: 'FAQ', href: '/faq', items: dropdown.items }, { label: 'Pusta' }]))).toEqual([
      'content/data/navigation.yaml: pole "main [wiersz 1: FAQ]" ma mieć albo adres (href), albo podmenu (items), jedno z nich',
      'content/data/navigation.yaml: pole "main [wiersz 2: Pusta]" ma mieć albo adres (href), albo podmenu (items), jedno z nich',
    ])
    expect(check(file([{ label: 'Usługi', items: [{ label: 'Rehabilitacja', href: '/rehabilitacja', external: 'rehabilitationBookingUrl' }] }]))).toEqual([
      'content/data/navigation.yaml: pole "main [wiersz 1: Usługi].items [wiersz 1: Rehabilitacja]" ma mieć albo adres na tej stronie (href), albo adres z clinic.yaml (external), jedno z nich',
    ])
  })

  test('a footer column has links or the quick contact; an unticked quick contact is false', () => {
    const links = [{ label: 'Historia', href: '/historia' }]
    expect(
      check(
        file(
          [],
          [
            { title: 'Placówka', links },
            { title: 'Szybki kontakt', quickContact: true },
            { title: 'Usługi', links, quickContact: false },
          ],
        ),
      ),
    ).toEqual([])
    expect(
      check(
        file(
          [],
          [
            { title: 'Pusta', quickContact: false },
            { title: 'Obie', links, quickContact: true },
          ],
        ),
      ),
    ).toEqual([
      'content/data/navigation.yaml: pole "footer [wiersz 1: Pusta]" ma mieć albo linki (links), albo zaznaczony szybki kontakt (quickContact: true), jedno z nich',
      'content/data/navigation.yaml: pole "footer [wiersz 2: Obie]" ma mieć albo linki (links), albo zaznaczony szybki kontakt (quickContact: true), jedno z nich',
    ])
  })
})

describe('named entries are lists with an id, each id once', () => {
  test('patientInfo.yaml: topics', () => {
    const check = (topics: unknown) => problems('patientInfo.yaml', patientInfoSchema, { topics })
    expect(
      check([
        { id: 'co-zabrac', items: ['dowód'] },
        { id: 'platnosc', text: 'Kartą.' },
      ]),
    ).toEqual([])
    expect(check([{ id: 'platnosc', text: 'Kartą.' }, { id: 'gotowka', text: 'Gotówką.' }, { id: 'pusty' }])).toEqual([
      'content/data/patientInfo.yaml: pole "topics [wiersz 3: pusty]" ma mieć tekst (text), listę (items) albo oba',
    ])
    expect(
      check([
        { id: 'platnosc', text: 'Kartą.' },
        { id: 'platnosc', text: 'Gotówką.' },
      ]),
    ).toEqual([
      'content/data/patientInfo.yaml: pole "topics [wiersz 2: platnosc].id" powtarza nazwę „platnosc” z wiersza 1; każda nazwa może wystąpić tylko raz',
    ])
  })

  test('vaccines.yaml: intervals', () => {
    const vaccine = { name: 'Grypa', info: 'Co roku.' }
    const file = (intervals: unknown) => ({
      travelAvailable: ['Stamaril (żółta gorączka)'],
      children: { mandatory: [vaccine], recommended: [vaccine] },
      infantCalendar: [{ age: '2. miesiąc', vaccines: [vaccine] }],
      pregnancy: [{ name: 'Grypa', timing: 'W każdym trymestrze', benefits: 'Chroni.', refunded: false }],
      intervals,
    })
    expect(problems('vaccines.yaml', vaccinesSchema, file([{ id: 'po-antybiotyku', value: '7–14 dni' }]))).toEqual([])
    expect(
      problems(
        'vaccines.yaml',
        vaccinesSchema,
        file([
          { id: 'po-antybiotyku', value: '7–14 dni' },
          { id: 'po-antybiotyku', value: '4–6 tygodni' },
        ]),
      ),
    ).toEqual([
      'content/data/vaccines.yaml: pole "intervals [wiersz 2: po-antybiotyku].id" powtarza nazwę „po-antybiotyku” z wiersza 1; każda nazwa może wystąpić tylko raz',
    ])
  })

  test('byId turns such a list into a lookup by name', () => {
    expect(
      byId([
        { id: 'a', value: 1 },
        { id: 'b', value: 2 },
      ]),
    ).toEqual({ a: { id: 'a', value: 1 }, b: { id: 'b', value: 2 } })
  })
})

describe('text, not numbers, as the browser editor writes it', () => {
  test('history.yaml: a year or a span', () => {
    const check = (year: unknown) => problems('history.yaml', historySchema, { milestones: [{ year, title: 'Otwarcie', description: 'Otwarto przychodnię.' }] })
    expect(check('2009')).toEqual([])
    expect(check('2010–2014')).toEqual([])
    expect(check(2009)).toEqual([
      'content/data/history.yaml: pole "milestones [wiersz 1: Otwarcie].year" ma być rokiem albo okresem w cudzysłowie, np. "2009" albo "2010–2014"',
    ])
  })

  test('transport.yaml: line numbers', () => {
    const check = (lines: unknown[]) =>
      problems('transport.yaml', transportSchema, { transport: [{ type: 'Autobus', stops: [{ name: 'Przykładowa', lines }] }] })
    expect(check(['128', 'M1'])).toEqual([])
    expect(check([128])).toEqual([
      'content/data/transport.yaml: pole "transport [wiersz 1].stops [wiersz 1: Przykładowa].lines [wiersz 1]" ma być numerem linii w cudzysłowie, np. "128" albo "M1"',
    ])
  })
})
