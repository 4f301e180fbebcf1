import { describe, expect, test } from 'vitest'
import { addressKey, addressWords, closestPage, type KnownPage } from '../../../../components/notFound/closestPage.ts'

const pages: KnownPage[] = [
  { route: '/', title: 'Strona główna' },
  { route: '/kontakt', title: 'Kontakt' },
  { route: '/cennik', title: 'Cennik' },
  { route: '/o-nas', title: 'O nas' },
  { route: '/szczepienia', title: 'Szczepienia' },
  { route: '/szczepienia/dzieci', title: 'Szczepienia dzieci' },
  { route: '/szczepienia/podroze', title: 'Szczepienia w podróży' },
  { route: '/szczepienia/pracownicze', title: 'Szczepienia pracownicze' },
  { route: '/prep', title: 'PrEP' },
  { route: '/regulamin', title: 'Regulamin' },
]
const route = (path: string) => closestPage(path, pages)

describe('the 404 page: where a mistyped address leads', () => {
  test.each([
    ['/Kontakt', '/kontakt'],
    ['/KONTAKT/', '/kontakt'],
    ['/kontakt.html', '/kontakt'],
    ['/o_nas', '/o-nas'],
    ['/o%20nas', '/o-nas'],
    ['/szczepienia/Podr%C3%B3%C5%BCe', '/szczepienia/podroze'],
    ['/szczepienia/index.php', '/szczepienia'],
    ['/index.html', '/'],
  ])('%s names %s but for its letters or ending: it goes there at once', (typed, expected) => {
    expect(route(typed)).toEqual({ page: pages.find((page) => page.route === expected), exact: true })
  })

  test.each([
    ['/kontak', '/kontakt'],
    ['/cenik', '/cennik'],
    ['/szczepienia/dziecii', '/szczepienia/dzieci'],
    ['/regulamim', '/regulamin'],
    ['/pl/kontakt', '/kontakt'],
    ['/stara-strona/cennik.php', '/cennik'],
    // The start of one page's address but for its last letter (a visitor trial's '/szczepienia/pracownik').
    ['/szczepienia/pracownik', '/szczepienia/pracownicze'],
    ['/regula', '/regulamin'],
  ])('%s is a typo or an old address of %s: the page is suggested', (typed, expected) => {
    expect(route(typed)).toEqual({ page: pages.find((page) => page.route === expected), exact: false })
  })

  test.each([
    ['/zupelnie-inna-strona'],
    // Two typos in a short address are another word, not that page.
    ['/prap2'],
    // Never the home page by a typo: every short address would be one.
    ['/x'],
    ['/%'],
    // The start of several pages' addresses, or too short a start to tell.
    ['/szczep'],
    ['/kont'],
  ])('%s is near no page: nothing is suggested', (typed) => {
    expect(route(typed)).toBeUndefined()
  })

  test('an address as near to two pages as to one names neither', () => {
    const twins: KnownPage[] = [
      { route: '/szczepienia-a', title: 'A' },
      { route: '/szczepienia-b', title: 'B' },
    ]
    expect(closestPage('/szczepienia-c', twins)).toBeUndefined()
    expect(closestPage('/szczepienia-a', twins)).toEqual({ page: twins[0], exact: true })
  })

  test("a key drops case, Polish letters' marks, file endings and the last slash", () => {
    expect(addressKey('/Szczepienia/Ciąża/')).toBe('/szczepienia/ciaza')
    expect(addressKey('/Łódź_Żółć.HTM')).toBe('/lodz-zolc')
  })

  test.each([
    ['/pl/szczepienia-dla-podroznych.html', 'szczepienia dla podroznych'],
    ['/Szczepionka_na_grypę/', 'Szczepionka na grypę'],
    ['/stara%20strona/cennik+badan.php', 'cennik badan'],
    ['/x', ''],
    ['/2024/12', ''],
    ['/', ''],
  ])('the words of %s for the site search: %j', (path, words) => {
    expect(addressWords(path)).toBe(words)
  })
})
