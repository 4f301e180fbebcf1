import { expect, test } from 'vitest'
import { advertisingWords } from '../../../../lib/check/find/advertisingWords.ts'

test('finds superlatives and price offers in any form, with their line', () => {
  const text = ['Rzetelna informacja o szczepieniach.', 'Najlepsi lekarze i najtańsze szczepionki!', 'Trwa PROMOCJA: rabaty i zniżka 10%.'].join('\n')
  expect(advertisingWords(text)).toEqual([
    { line: 2, column: 1, word: 'Najlepsi', rule: 'najlepszy' },
    { line: 2, column: 20, word: 'najtańsze', rule: 'najtańszy' },
    { line: 3, column: 6, word: 'PROMOCJA', rule: 'promocja' },
    { line: 3, column: 16, word: 'rabaty', rule: 'rabat' },
    { line: 3, column: 25, word: 'zniżka', rule: 'zniżka' },
  ])
})

test('leaves informational words alone', () => {
  expect(advertisingWords('Profilaktyka, szczepienia i promowanie zdrowia? Nie: informacja o zdrowiu, zbadaj się.')).toEqual([])
  expect(advertisingWords('Bezpłatna konsultacja przy szczepieniu.')).toEqual([])
})

test('"promocja zdrowia" is a public-health term; YAML comments may name the words', () => {
  expect(advertisingWords('Ochrona i promocja zdrowia, promocji zdrowia.')).toEqual([])
  expect(advertisingWords('# bez słów „najlepszy”\nopis: tekst', { yaml: true })).toEqual([])
  expect(advertisingWords('# Najlepsze pytania', { yaml: false })).toEqual([{ line: 1, column: 3, word: 'Najlepsze', rule: 'najlepszy' }])
})

test('the exceptions are ordinary Polish and public-health sentences that share a stem with an advertising word', () => {
  for (const sentence of [
    'W wyjątkowych sytuacjach wizytę można przełożyć.',
    'Przy okazji wizyty możesz pobrać krew do badań.',
    'Szczepienie jest najskuteczniejszą metodą zapobiegania grypie.',
    'Lek przyjmuje się okazjonalnie, przy nasileniu objawów.',
    'W Wigilię punkt jest wyjątkowo nieczynny.',
  ]) {
    expect(advertisingWords(sentence), sentence).toEqual([])
  }
})

test('advertising stays advertising, also next to an exception', () => {
  expect(advertisingWords('Najlepsza przychodnia w Warszawie').map((hit) => hit.rule)).toEqual(['najlepszy'])
  expect(advertisingWords('Promocja: szczepienie 20% taniej').map((hit) => hit.rule)).toEqual(['promocja', 'taniej'])
  expect(advertisingWords('Rabat dla seniorów').map((hit) => hit.rule)).toEqual(['rabat'])
  expect(advertisingWords('Wyjątkowa okazja przy okazji wizyty.').map((hit) => hit.word)).toEqual(['Wyjątkowa', 'okazja'])
  expect(advertisingWords('Nasza przychodnia jest najskuteczniejsza.').map((hit) => hit.rule)).toEqual(['najskuteczniejszy'])
})

test("'wyjątkowy' is judged by the words beside it: praise of the clinic is advertising, a rare situation is not", () => {
  for (const sentence of [
    'Sytuacje wyjątkowe, takie jak gorączka w dniu szczepienia, zgłoś przed wizytą.',
    'W wyjątkowych przypadkach lekarz odracza szczepienie.',
    'W okolicznościach wyjątkowych wizytę można przełożyć.',
    'Punkt szczepień jest wyjątkowo zamknięty.',
    'To wyjątkowe.',
  ]) {
    expect(advertisingWords(sentence), sentence).toEqual([])
  }
  for (const sentence of [
    'Zapewniamy wyjątkową opiekę każdemu pacjentowi.',
    'Nasza przychodnia jest wyjątkowa.',
    'Pracuje u nas wyjątkowo życzliwy personel.',
    'Wyjątkowe ceny szczepień.',
    // A rare situation in one clause does not excuse praise in the next.
    'W sytuacjach wyjątkowych dzwonimy, a nasz zespół jest wyjątkowy.',
  ]) {
    expect(
      advertisingWords(sentence).map((hit) => hit.rule),
      sentence,
    ).toEqual(['wyjątkowy'])
  }
})

test('a price lure or a superlative of quality without the usual words', () => {
  expect(advertisingWords('Szczepienie dla seniorów jest 20% taniej.').map((hit) => hit.word)).toEqual(['taniej'])
  expect(advertisingWords('Najtaniej w Warszawie.').map((hit) => hit.rule)).toEqual(['najtaniej'])
  for (const [sentence, word] of [
    ['Nasz zespół to najwyższa jakość usług.', 'najwyższa jakość'],
    ['Gwarantujemy najwyższą jakość.', 'najwyższą jakość'],
    ['Usługi najwyższej jakości.', 'najwyższej jakości'],
    ['Sprzęt najwyższej klasy.', 'najwyższej klasy'],
    ['Najnowocześniejszy gabinet w dzielnicy.', 'Najnowocześniejszy'],
  ]) {
    expect(
      advertisingWords(sentence!).map((hit) => hit.word),
      sentence,
    ).toEqual([word])
  }
  // Information: the highest dose, the highest temperature, a fact of the schedule.
  expect(advertisingWords('Najwyższa dawka to 1 ml. Przy najwyższej temperaturze odłóż szczepienie.')).toEqual([])
})
