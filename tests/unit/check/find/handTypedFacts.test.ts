import { expect, test } from 'vitest'
import { handTypedFacts } from '../../../../lib/check/find/handTypedFacts.ts'

const facts = {
  hours: [
    { id: 'infolinia', opens: '9:00', closes: '19:00' },
    { id: 'pobrania', opens: '7:00', closes: '11:00' },
  ],
  phone: '+48 22 100 00 00',
  email: 'rejestracja@przychodnia.example',
}

test('names hours, phone and e-mail typed in the body, with their line, column and the component to use', () => {
  const source = [
    '---',
    'title: Strona',
    'lead: "Infolinia 9:00–19:00."',
    '---',
    '',
    'Dzwoń od poniedziałku do piątku w godzinach 9:00–19:00 pod numer 22 100 00 00.',
    'Pobrania 7:00 - 11:00, pisz na rejestracja@przychodnia.example.',
  ].join('\n')
  expect(handTypedFacts(source, facts)).toEqual([
    // The whole phrase, days included: <OpeningTime> writes it all.
    { line: 6, column: 7, text: 'od poniedziałku do piątku w godzinach 9:00–19:00', use: '<OpeningTime id="infolinia" />', source: 'clinic.yaml' },
    // As typed, with no +48 the text has not.
    { line: 6, column: 66, text: '22 100 00 00', use: '<Phone />', source: 'clinic.yaml' },
    { line: 7, column: 10, text: '7:00 - 11:00', use: '<OpeningTime id="pobrania" />', source: 'clinic.yaml' },
    { line: 7, column: 32, text: 'rejestracja@przychodnia.example', use: '<Email />', source: 'clinic.yaml' },
  ])
})

test('leaves the frontmatter (the check reads it, lib/check/find/handTyped.ts), the components and a single time alone', () => {
  const source = ['---', 'description: "Godziny 9:00–19:00."', '---', 'Dzwoń <OpeningTime id="infolinia" />: <Phone />.', 'Wizyta o 19:00.'].join('\n')
  expect(handTypedFacts(source, facts)).toEqual([])
})

test('hours clinic.yaml does not have are hours typed by hand too: they have to be added there first', () => {
  expect(handTypedFacts('Szczepimy od 17:00 do 19:00.', facts)).toEqual([
    { line: 1, column: 11, text: 'od 17:00 do 19:00', use: '<OpeningTime id="…" />', source: 'clinic.yaml', missing: true },
  ])
})

test('the parking and the intervals of vaccines.yaml typed by hand, with every component that has the value', () => {
  const withMore = {
    ...facts,
    parking: { spaces: 10 },
    intervals: { 'po-antybiotyku': '7–14 dni', 'po-infekcji': '4–6 tygodni', 'przed-podroza-minimum': '7–14 dni' },
  }
  const source = [
    'Jest parking na 10 samochodów.',
    'Po antybiotyku odczekaj 7–14 dni.',
    'Mamy 110 miejsc siedzących; odczekaj <Interval id="po-infekcji" />.',
  ].join('\n')
  expect(handTypedFacts(source, withMore)).toEqual([
    { line: 1, column: 17, text: '10 samochodów', use: '<Parking />', source: 'clinic.yaml' },
    { line: 2, column: 25, text: '7–14 dni', use: '<Interval id="po-antybiotyku" /> albo <Interval id="przed-podroza-minimum" />', source: 'vaccines.yaml' },
  ])
})

test('a price typed in the text: the <Price> of priceList.yaml that has it, or a note that the list has to have it first', () => {
  const prices = { 'porada-podroznicza': '200 zł', 'pobranie-w-domu': '70 zł', 'konsultacja-lekarska': '250–300 zł', fizjoterapia: 'od 160 zł' }
  const source = 'Porada kosztuje 200 zł, dojazd 70zł, a kontrola 1 200,00 złotych. Dawka 0,5 ml o 16:00, 2025 r.'
  expect(handTypedFacts(source, { ...facts, prices })).toEqual([
    { line: 1, column: 17, text: '200 zł', use: '<Price id="porada-podroznicza" />', source: 'priceList.yaml' },
    { line: 1, column: 32, text: '70zł', use: '<Price id="pobranie-w-domu" />', source: 'priceList.yaml' },
    { line: 1, column: 49, text: '1 200,00 złotych', use: '<Price id="…" />', source: 'priceList.yaml', missing: true },
  ])
  // A range and a floor, written as priceList.yaml has them or with a hyphen: the item that has them, not "add it first".
  expect(handTypedFacts('Konsultacja 250-300 zł, fizjoterapia od 160 zł.', { ...facts, prices })).toEqual([
    { line: 1, column: 13, text: '250-300 zł', use: '<Price id="konsultacja-lekarska" />', source: 'priceList.yaml' },
    { line: 1, column: 38, text: 'od 160 zł', use: '<Price id="fizjoterapia" />', source: 'priceList.yaml' },
  ])
})

test('a phone typed with the country’s code is quoted with it, from where it starts', () => {
  expect(handTypedFacts('Zadzwoń: +48 22-100-00-00 albo (+48) 221000000.', facts).map(({ column, text }) => [column, text])).toEqual([[10, '+48 22-100-00-00']])
})
