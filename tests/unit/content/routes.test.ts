import { describe, expect, test } from 'vitest'
import { builtRoute, normaliseRoute, publishableRoute, publishedRoute, routeFromContentFile } from '../../../lib/content/routes.ts'

describe('routeFromContentFile', () => {
  test.each([
    ['content/index.mdx', '/'],
    ['content/szczepienia/index.mdx', '/szczepienia'],
    ['content/szczepienia/podroze.mdx', '/szczepienia/podroze'],
    ['/content/cennik.mdx', '/cennik'],
    ['/work/site/content/uslugi/nowa/index.mdx', '/uslugi/nowa'],
  ])('%s is published at %s', (file, route) => {
    expect(routeFromContentFile(file)).toBe(route)
  })
})

describe('normaliseRoute', () => {
  test.each([
    ['/o-nas/', '/o-nas'],
    ['/o-nas', '/o-nas'],
    ['/', '/'],
    ['//', '/'],
    ['/szczepienia/podroze/', '/szczepienia/podroze'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseRoute(input)).toBe(output)
  })
})

describe('builtRoute', () => {
  test.each([
    ['/admin', 'edytora strony'],
    ['/admin/logowanie', 'edytora strony'],
    ['/assets/x', 'plików skryptów strony'],
    ['/404', 'strony „nie ma takiej strony”'],
    ['/administracja', undefined],
    ['/szczepienia/admin', undefined],
    ['/', undefined],
  ])('%s belongs to %s', (route, owner) => {
    expect(builtRoute(route)).toBe(owner)
  })
})

describe('a route the build publishes whatever the check is told', () => {
  test('is letters, digits, "-", "_" and "/" only', () => {
    for (const route of ['/', '/o-nas', '/szczepienia/podroze', '/Kontakt', '/szczepienia-w-ciąży', '/pytania_2026'])
      expect(publishableRoute(route), route).toBe(true)
    for (const route of ['/x"><img src=x onerror=alert(1)>', "/o-nas'", '/a b', '/a<b', '/a&b', '/a?b', '/a#b', '/a%22', '/a\\b', '/a\u2028b'])
      expect(publishableRoute(route), route).toBe(false)
  })
})

describe('the build stops on a page file it must not publish', () => {
  test('an address of the build’s own, or a name with characters an address cannot have, stops it in Polish', () => {
    expect(publishedRoute('content/szczepienia/podroze.mdx')).toBe('/szczepienia/podroze')
    expect(() => publishedRoute('content/admin.mdx')).toThrow('content/admin.mdx: adres /admin należy do edytora strony; nadaj plikowi inną nazwę')
    expect(() => publishedRoute('content/404.mdx')).toThrow(/należy do strony „nie ma takiej strony”/)
    expect(() => publishedRoute('content/x"><img src=x onerror=alert(1)>.mdx')).toThrow(
      'content/x"><img src=x onerror=alert(1)>.mdx: nazwa pliku ma znaki, których adres strony nie może mieć; nadaj plikowi nazwę z samych małych liter, cyfr i myślników, np. x-img-src-x-onerror-alert-1.mdx',
    )
  })
})
